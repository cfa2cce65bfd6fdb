import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
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

/** An HTTP/1.1 connection kept open after one answer, as a browser keeps it. */
async function keptConnection(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    let answer = '';
    socket.on('data', (data: Buffer) => {
      answer += data.toString('latin1');
      if (/\r\n\r\n[\s\S]*\{"status":"ok"\}/.test(answer)) resolve();
    });
    socket.once('error', reject);
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  });
  return socket;
}

/**
 * Which server process holds the server's end of each of `clients` (by the socket inodes in
 * /proc): for each process, how many.
 */
function holders(pids: readonly number[], port: number, clients: readonly Socket[]): Map<number, number> {
  const inodeOfClientPort = new Map<number, string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10) continue;
      const local = Number.parseInt(fields[1]!.split(':')[1]!, 16);
      const remote = Number.parseInt(fields[2]!.split(':')[1]!, 16);
      if (local === port) inodeOfClientPort.set(remote, fields[9]!);
    }
  }
  const held = new Map<number, number>();
  for (const pid of pids) {
    const inodes = new Set(
      readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
        try {
          return [/^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1] ?? ''];
        } catch {
          return []; // closed while read
        }
      }),
    );
    held.set(pid, clients.filter((c) => inodes.has(inodeOfClientPort.get(c.localPort ?? 0) ?? '-')).length);
  }
  return held;
}

describe('a store run as two processes over PostgreSQL', () => {
  it('hands each new connection to the process holding the fewest, so kept connections stay even', async () => {
    const port = await freePort();
    const run = start(port);
    const clients: Socket[] = [];
    try {
      await waitReady(port, run);
      await until(() => run.output().includes('2 server processes share port'), 'both serving');
      const pids = serverProcesses(run);
      // waitReady's own connections close; then ten shoppers' browsers connect and stay.
      await until(() => [...holders(pids, port, []).values()].every((n) => n === 0), 'no connections');
      for (let i = 0; i < 10; i++) clients.push(await keptConnection(port));
      expect([...holders(pids, port, clients).values()]).toEqual([5, 5]);

      // The five on one process leave; the next four to connect all go to that process.
      const [first] = pids;
      const leaving = clients.filter((c) => holders([first!], port, [c]).get(first!) === 1);
      expect(leaving).toHaveLength(5);
      for (const c of leaving) c.destroy();
      const staying = clients.filter((c) => !leaving.includes(c));
      await until(async () => {
        const probe = await keptConnection(port);
        const onFirst = holders([first!], port, [probe]).get(first!) === 1;
        probe.destroy();
        return onFirst;
      }, 'the first process told of its closed connections');
      const newcomers: Socket[] = [];
      for (let i = 0; i < 4; i++) newcomers.push(await keptConnection(port));
      clients.push(...newcomers);
      expect(holders(pids, port, newcomers).get(first!)).toBe(4);
      expect(holders(pids, port, staying).get(pids[1]!)).toBe(5);
    } finally {
      for (const c of clients) c.destroy();
      run.child.kill('SIGTERM');
      await run.exited;
    }
  });

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

  it("under node:cluster's own scheduling (PROCESS_SCHEDULING=cluster) both processes listen on the port and the store answers", async () => {
    const port = await freePort();
    const run = start(port, { PROCESS_SCHEDULING: 'cluster' });
    try {
      await waitReady(port, run);
      await until(() => run.output().includes('2 server processes share port'), 'both serving');
      expect(serverProcesses(run)).toHaveLength(2);
      // Each new connection (no keep-alive) goes to the next process in turn: both answer.
      const pids = new Set<string>();
      for (let i = 0; i < 8; i++) {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { connection: 'close' } });
        expect(res.status).toBe(200);
        await res.arrayBuffer();
      }
      for (const line of run.output().split('\n')) {
        const pid = /"pid":(\d+)/.exec(line)?.[1];
        if (pid && line.includes('Better Deals is ready')) pids.add(pid);
      }
      expect(pids.size).toBe(2);
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
      expect(run.output()).toContain(`the store cannot listen on port ${port}: EADDRINUSE`);
      expect(serverProcesses(run)).toEqual([]);
    } finally {
      taken.close();
    }
  });
});
