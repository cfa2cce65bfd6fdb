import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
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

function start(port: number, env: Record<string, string> = {}): Running {
  return startServer({
    PORT: String(port),
    DATA_DIR: tempDataDir(),
    DATABASE_URL: scratch.url,
    JWT_SECRET: SECRET,
    PROCESSES: '2',
    ...env,
  });
}

/** The server processes the store's own process watches over (not a helper it runs, such as a compiler). */
function serverProcesses(run: Running): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(run.child.pid)], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes('server.ts'))
      .map((line) => Number.parseInt(line.trim(), 10))
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

/**
 * Which of the server processes `pids` holds the server's end of the connection from local port
 * `clientPort` to `port` (by the socket's inode in /proc).
 */
function holderOf(pids: readonly number[], clientPort: number, port: number): number {
  let inode: string | undefined;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10) continue;
      const local = Number.parseInt(fields[1]!.split(':')[1]!, 16);
      const remote = Number.parseInt(fields[2]!.split(':')[1]!, 16);
      if (local === port && remote === clientPort) inode = fields[9];
    }
  }
  const holder = pids.find((pid) =>
    readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`;
      } catch {
        return false; // closed while read
      }
    }),
  );
  if (holder === undefined) throw new Error(`no server process holds the connection from ${clientPort}`);
  return holder;
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

  it('shares new connections in turn: both processes answer shoppers', async () => {
    const port = await freePort();
    const run = start(port);
    try {
      await waitReady(port, run);
      await until(() => run.output().includes('2 server processes share port'), 'both serving');
      expect(serverProcesses(run)).toHaveLength(2);
      // Each new connection (no keep-alive) goes to the next process in turn: both answer.
      const answeredBy = new Set<number>();
      const pids = serverProcesses(run);
      for (let i = 0; i < 8; i++) {
        // Kept open after its answer, so the process that answered still holds it.
        const socket = connect(port, '127.0.0.1');
        await new Promise<void>((resolve, reject) => {
          socket.once('data', () => resolve()).once('error', reject);
          socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
        });
        answeredBy.add(holderOf(pids, socket.localPort ?? 0, port));
        socket.destroy();
      }
      expect([...answeredBy].sort()).toEqual([...pids].sort());
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    } finally {
      if (run.child.exitCode === null) run.child.kill('SIGKILL');
    }
  });

  it('stops at once, with a non-zero exit, when it cannot listen on its port (the port is taken)', async () => {
    const port = await freePort();
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    try {
      const run = start(port);
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain('EADDRINUSE');
      expect(serverProcesses(run)).toEqual([]);
    } finally {
      taken.close();
    }
  });
});
