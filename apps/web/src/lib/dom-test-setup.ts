import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor give up after this long: the default second is too short on a loaded
// 2-core machine, and a test that passes never waits for it.
configure({ asyncUtilTimeout: 10_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup: without this
// each test's screen would still hold the previous test's components.
afterEach(() => {
  cleanup();
  // Each test is a new tab: nothing one saved in the tab's session storage reaches the next.
  window.sessionStorage.clear();
});

// happy-dom leaves out two attributes browsers reflect as properties. react-hook-form reads them
// to tell whether a select was changed before the form was ready; without them it takes every
// select as changed and never shows the select's starting value.
if (!('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size')) || 0;
    },
    set(this: HTMLSelectElement, value: number) {
      this.setAttribute('size', String(value));
    },
  });
}
if (!('defaultSelected' in HTMLOptionElement.prototype)) {
  Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
    configurable: true,
    get(this: HTMLOptionElement) {
      return this.hasAttribute('selected');
    },
    set(this: HTMLOptionElement, value: boolean) {
      this.toggleAttribute('selected', value);
    },
  });
}
