// The embedded database's thread starts here, and runs the worker itself (pglite-worker.ts). The
// worker's TypeScript imports its neighbours without extensions, which only the server's
// TypeScript loader resolves. Where the thread already has that loader (some Node releases share
// one among threads), the worker loads at once. Where it does not (Node 20's threads; a test
// runner's process started without it), the thread registers the same loader first. Node 22 and
// later read a .ts file by themselves, but not an import without its extension, so a loader is
// looked for with such an import rather than by loading the worker.
try {
  await import('./pglite-protocol');
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' && error?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
  const { register } = await import('tsx/esm/api');
  register();
}
await import('./pglite-worker.ts');
