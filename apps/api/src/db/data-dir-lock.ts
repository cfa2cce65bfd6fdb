import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export class DataDirBusyError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data folder ${dataDir} is already in use by another Better Deals process (pid ${pid}). ` +
        'Stop that process first: two processes writing one embedded database would corrupt it.',
    );
    this.name = 'DataDirBusyError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data folder for this process, refusing when a live process holds it.
 * A lock left by a process that died (kill -9, power cut) is taken over.
 * Returns the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder: { pid?: number; host?: string } = {};
      try {
        holder = JSON.parse(readFileSync(file, 'utf8')) as typeof holder;
      } catch {
        // An unreadable lock file is a half-written one from a crash: stale.
      }
      const pid = holder.pid;
      if (typeof pid === 'number' && holder.host === hostname() && isAlive(pid)) {
        throw new DataDirBusyError(dataDir, pid);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}.`);
}
