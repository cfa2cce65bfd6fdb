// The embedded database's thread starts here, and runs the worker itself (pglite-worker.ts), once
// the thread can load the server's TypeScript.
import { ensureTypeScriptLoader } from '../lib/thread-loader.mjs';

await ensureTypeScriptLoader(new URL('./pglite-protocol', import.meta.url).href);
await import('./pglite-worker.ts');
