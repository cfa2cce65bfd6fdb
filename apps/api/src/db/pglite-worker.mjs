// The embedded database's thread starts here. A worker thread of Node 20 does not take the
// server's TypeScript loader with it, so the thread registers the same loader, then runs the
// worker itself (pglite-worker.ts).
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
