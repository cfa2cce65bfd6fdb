import type { Plugin } from 'vite';
import { iconStylesheet } from '../src/components/ui/icon-shapes';

const ID = 'virtual:icons.css';
const RESOLVED = `\0${ID}`;

/** `import 'virtual:icons.css'`: the icons' rules, written from the shapes table at build time. */
export function iconStyles(): Plugin {
  return {
    name: 'better-deals-icon-styles',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? iconStylesheet() : undefined),
  };
}
