import type { Plugin } from 'vite';

/** A top-level statement of React Router's build naming a component or context for dev tools. */
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

/** A top-level component or context made by one of React's own factories, which have no side effects. */
const REACT_FACTORY = /^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;

/**
 * Drops React Router's top-level `X.displayName = "…"` statements from the browser build.
 *
 * The names only serve React's dev tools, but a bundler must keep a statement that writes a
 * property, and with it the component it names: every component React Router ships (Link,
 * NavLink, Form, ScrollRestoration and the data-router code they call) stayed in the entry
 * whether the store used it or not. Without the names, what the store does not use is left out.
 */
export function unnamedRouterComponents(): Plugin {
  return {
    name: 'better-deals-unnamed-router-components',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/ },
      handler(code) {
        const stripped = code.replace(DISPLAY_NAME, '').replace(REACT_FACTORY, '$1/* @__PURE__ */ $2');
        return stripped === code ? null : { code: stripped, map: null };
      },
    },
  };
}
