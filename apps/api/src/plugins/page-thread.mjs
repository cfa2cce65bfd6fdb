// A page thread starts here, and runs page-thread-worker.ts, once the thread can load the
// server's TypeScript.
import { ensureTypeScriptLoader } from '../lib/thread-loader.mjs';

await ensureTypeScriptLoader(new URL('./page-thread-protocol', import.meta.url).href);
await import('./page-thread-worker.ts');
