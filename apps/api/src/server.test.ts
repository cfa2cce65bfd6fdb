import { existsSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

// Whole server processes on a busy 2-core machine: generous time, no timing asserted.
vi.setConfig({ testTimeout: 240_000 });
import { freePort, startServer, tempDataDir, waitReady } from './test/server-process';

const dirs: string[] = [];
const tempDir = () => {
  const dir = tempDataDir();
  dirs.push(dir);
  return dir;
};

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('an operator runs the server', () => {
  it('with bad configuration, sees every bad key listed and a non-zero exit', async () => {
    const run = startServer({ PORT: 'eighty', DATABASE_URL: 'mysql://nope', RATE_LIMIT_PER_MINUTE: '-1' });
    expect(await run.exited).not.toBe(0);
    expect(run.output()).toContain('Invalid configuration');
    expect(run.output()).toMatch(/PORT:/);
    expect(run.output()).toMatch(/DATABASE_URL:/);
    expect(run.output()).toMatch(/RATE_LIMIT_PER_MINUTE:/);
  });

  it('starts on the embedded database, answers health, refuses a second server on the same data folder, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const first = startServer({ DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'debug' });
    await waitReady(port, first);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });

    const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toMatch(/already in use by another Better Deals process/);

    // A request in flight when the signal arrives still gets its answer: here a sign-in whose
    // body is still arriving, finished only once the server has begun to shut down.
    const body = JSON.stringify({ identifier: 'nobody@example.com', password: 'not-the-password-1' });
    const inFlight = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
    });
    const answered = new Promise<number | undefined>((resolve, reject) => {
      inFlight.on('response', (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      inFlight.on('error', reject);
    });
    inFlight.write(body.slice(0, 10));
    // The server logs a request's arrival at `debug`.
    await expect.poll(() => first.output().includes('/api/auth/login'), { timeout: 60_000 }).toBe(true);
    first.child.kill('SIGTERM');
    await expect.poll(() => first.output().includes('shutting down'), { timeout: 60_000 }).toBe(true);
    inFlight.end(body.slice(10));
    expect(await answered).toBe(401);
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    // SIGINT too, and the data folder opens again after.
    const again = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await waitReady(port, again);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  });

  it('takes over the lock of a server that was killed outright', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const killed = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await waitReady(port, killed);
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(true);
    const next = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await waitReady(port, next);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  });
});
