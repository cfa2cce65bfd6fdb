import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { chunkReport } from './build/chunk-report';
import { precompress } from './build/precompress';

// This file runs in Node; the app's own types stay browser-only.
declare const process: { env: Record<string, string | undefined> };

// The API the dev server proxies to (`API_PORT=3100 npm run dev -w apps/web`).
const api = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [tailwindcss(), chunkReport(), precompress()],
  // Preact renders the app behind React's API: the same components and libraries for about a
  // tenth of React DOM's bytes (see docs/decisions/009-preact-behind-react-api.md).
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api },
  },
  build: { target: 'es2020', sourcemap: false },
});
