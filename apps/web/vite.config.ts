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

/*
 * Two builds: the browser's (dist/) and the server renderer (dist-server/entry-server.js, from
 * `vite build --ssr src/entry-server.tsx`), which the API imports to draw pages.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), ...(isSsrBuild ? [] : [chunkReport(), precompress()])],
  // The server renderer takes every package in (React's production build among them): it runs
  // from wherever the build was written, needing nothing beside it.
  ssr: { noExternal: true },
  resolve: {
    alias: [...(command === 'build' ? [{ find: /^react-router$/, replacement: routerProduction }] : [])],
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api },
  },
  build: {
    target: isSsrBuild ? 'node20' : 'es2020',
    // WEB_OUT_DIR builds elsewhere (the browser tests build into their own folder); the server
    // renderer always sits beside the browser's files, in <out>-server.
    outDir: `${process.env.WEB_OUT_DIR ?? 'dist'}${isSsrBuild ? '-server' : ''}`,
    emptyOutDir: true,
    ...(isSsrBuild && { copyPublicDir: false }),
    sourcemap: false,
    // Few files on the way to the first screen: on HTTP/1.1 a phone opens six connections to a
    // server, and each file beyond those waits a round trip. The entry takes all the code it
    // loads with it, and the shopper components that pages share form one file.
    rolldownOptions: isSsrBuild
      ? {}
      : {
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
