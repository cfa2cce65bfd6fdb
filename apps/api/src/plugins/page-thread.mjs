// A page thread starts here, and runs page-thread-worker.ts. That file's TypeScript imports its
// neighbours without extensions, which only the server's TypeScript loader resolves. Where the
// thread already has that loader (some Node releases share one among threads), the worker loads
// at once; where it does not (Node 20's threads; a test runner's process started without it),
// the thread registers the same loader first (as the embedded database's thread does, db/pglite-worker.mjs).
try {
  await import('./page-thread-protocol');
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' && error?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
  const { register } = await import('tsx/esm/api');
  register();
}
await import('./page-thread-worker.ts');
