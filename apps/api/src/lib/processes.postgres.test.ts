import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../test/test-database';
import { freePort, startServer, tempDataDir, waitReady, type Running } from '../test/server-process';

// Runs with TEST_DATABASE_URL only (see vitest.config.ts): several processes need PostgreSQL.
const SECRET = 'processes-test-secret-processes-test-secret';
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;

beforeAll(async () => {
  scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL ?? '');
});

afterAll(async () => {
  await scratch.drop();
});

function start(port: number): Running {
  return startServer({
    PORT: String(port),
    DATA_DIR: tempDataDir(),
    DATABASE_URL: scratch.url,
    JWT_SECRET: SECRET,
    PROCESSES: '2',
  });
}

/** The server processes the store's own process watches over. */
function serverProcesses(run: Running): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(run.child.pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
  } catch {
    return []; // ps finds no such process: none left
  }
}

/** Waits (polling, up to a minute on a busy machine) until `ready` holds. */
async function until(ready: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a store run as two processes over PostgreSQL', () => {
  it('serves from both, replaces one that dies, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const run = start(port);
    try {
      await waitReady(port, run);
      await until(() => run.output().includes('2 server processes share port'), 'both serving');
      const first = serverProcesses(run);
      expect(first).toHaveLength(2);

      const pages = await Promise.all(
        Array.from({ length: 8 }, () => fetch(`http://127.0.0.1:${port}/api/products?limit=1`)),
      );
      expect(pages.map((res) => res.status)).toEqual(Array(8).fill(200));

      // One process dies (out of memory, say): the store goes on, and another takes its place.
      process.kill(first[0]!, 'SIGKILL');
      await until(() => {
        const now = serverProcesses(run);
        return now.length === 2 && !now.includes(first[0]!);
      }, 'a replacement');
      // The primary's log line comes through its own pipe, which may be read after the new
      // process's first lines.
      await until(
        () => run.output().includes('a server process ended; starting another in its place'),
        'the replacement logged',
      );
      await until(
        async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.ok === true,
        'answering',
      );

      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      expect(serverProcesses(run)).toEqual([]);
    } finally {
      if (run.child.exitCode === null) run.child.kill('SIGKILL');
    }
  });

  it('stops at once, with a non-zero exit, when its processes cannot serve (the port is taken)', async () => {
    const port = await freePort();
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    try {
      const run = start(port);
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain('one ended before it could serve');
    } finally {
      taken.close();
    }
  });
});
