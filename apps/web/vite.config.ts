import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkReport } from './build/chunk-report';
import { precompress } from './build/precompress';

// This file runs in Node; the app's own types stay browser-only.
declare const process: { env: Record<string, string | undefined> };

// The API the dev server proxies to (`API_PORT=3100 npm run dev -w apps/web`).
const api = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), chunkReport(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api },
  },
  build: { target: 'es2020', sourcemap: false },
});
