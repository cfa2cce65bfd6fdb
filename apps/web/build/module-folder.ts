import type { Plugin } from 'vite';

/**
 * The server renderer's folder says its files are ES modules, wherever it is written: a build
 * outside the repo (the tests') has no package.json above it to say so, and the server loads it
 * without guessing.
 */
export function moduleFolder(): Plugin {
  return {
    name: 'module-folder',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'package.json', source: '{ "type": "module" }\n' });
    },
  };
}
