import tailwindcss from '@tailwindcss/vite';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import { chunkReport } from './build/chunk-report';
import { precompress } from './build/precompress';

// This file runs in Node; the app's own types stay browser-only.
declare const process: { env: Record<string, string | undefined> };

// The API the dev server proxies to (`API_PORT=3100 npm run dev -w apps/web`).
const api = `http://localhost:${process.env.API_PORT ?? 3000}`;

// React Router's package exports its development build (extra checks and warnings on every
// render); builds use the production one it ships beside it.
const routerProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), chunkReport(), precompress()],
  resolve: {
    alias: [...(command === 'build' ? [{ find: /^react-router$/, replacement: routerProduction }] : [])],
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api },
  },
  build: {
    target: 'es2020',
    sourcemap: false,
    // Few files on the way to the first screen: on HTTP/1.1 a phone opens six connections to a
    // server, and each file beyond those waits a round trip. The entry takes all the code it
    // loads with it, and the shopper components that pages share form one file.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            {
              name: 'shop',
              test: /[\\/]src[\\/](components|lib|features[\\/](catalogue|cart|wishlist|flash-deals))[\\/]/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
}));
