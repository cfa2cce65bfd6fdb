// The embedded database's thread starts here, and runs the worker itself (pglite-worker.ts). Where
// the thread already has the server's TypeScript loader (some Node releases share one among
// threads), the worker loads at once; a thread of Node 20 does not, so it registers the same
// loader, then loads the worker. Registering it twice is what this avoids.
try {
  await import('./pglite-worker.ts');
} catch (error) {
  if (error?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
  const { register } = await import('tsx/esm/api');
  register();
  await import('./pglite-worker.ts?with-loader');
}
