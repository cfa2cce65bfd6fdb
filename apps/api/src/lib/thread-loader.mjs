// The server's TypeScript is loaded by a loader (tsx) that resolves imports without extensions.
// A worker thread may or may not have it: some Node releases share it among threads, others
// (Node 20's threads; a test runner's process started without it) do not. Node 22 and later read
// a .ts file by themselves, but not an import without its extension, so a thread looks for the
// loader with such an import (`probe`, a neighbour of the worker named without its extension)
// and registers it only when that import is not found.
export async function ensureTypeScriptLoader(probe) {
  try {
    await import(probe);
  } catch (error) {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND' && error?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
    const { register } = await import('tsx/esm/api');
    register();
  }
}
