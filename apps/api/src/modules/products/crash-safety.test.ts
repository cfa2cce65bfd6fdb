import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

// Whole server processes on a busy 2-core machine: generous time, no timing asserted.
vi.setConfig({ testTimeout: 240_000 });
import { openDatabase } from '../../db/client';
import { products } from '../../db/schema/index';
import { imageIdOfFile } from '../images/image-store';
import { createUser } from '../../test/auth-helpers';
import { multipart, productFields, testImage } from '../../test/multipart';
import { freePort, startServer, tempDataDir, waitReady } from '../../test/server-process';

const dataDir = tempDataDir();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded database survives a crash', () => {
  it('kill -9 during a burst of product writes: the server opens again and every answered write is there', async () => {
    const setup = await openDatabase({ kind: 'pglite', dataDir });
    const admin = await createUser(setup.db, { role: 'admin' });
    await setup.close();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = startServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
    });
    await waitReady(port, server);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: admin.email, password: admin.password }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;

    const png = await testImage('png');
    const answered: string[] = [];
    let killed = false;
    const writer = async (lane: number) => {
      for (let i = 0; !killed && i < 200; i++) {
        const body = await multipart(
          productFields({ title: `Crash Lane ${lane} Item ${i}`, sku: `CRASH-${lane}-${i}` }),
          [{ filename: 'a.png', data: png }],
        );
        try {
          const res = await fetch(`${base}/api/products`, {
            method: 'POST',
            headers: { ...body.headers, authorization: `Bearer ${token}` },
            body: new Uint8Array(body.payload),
          });
          if (res.status === 201) answered.push(((await res.json()) as { data: { _id: string } }).data._id);
        } catch {
          return; // the server is gone
        }
        if (answered.length >= 12 && !killed) {
          killed = true;
          server.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all([1, 2, 3].map(writer));
    await server.exited;
    expect(killed).toBe(true);
    expect(answered.length).toBeGreaterThanOrEqual(12);

    const again = startServer({ DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' });
    await waitReady(port, again);
    for (const id of answered) {
      const res = await fetch(`${base}/api/products/${id}`);
      expect(res.status, id).toBe(200);
    }
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);

    // The photos of writes the crash cut short were swept at the restart: every file left
    // belongs to a saved product.
    const after = await openDatabase({ kind: 'pglite', dataDir });
    const saved = await after.db.select({ images: products.images }).from(products);
    await after.close();
    const ids = new Set(saved.flatMap((row) => row.images.map((image) => image.public_id)));
    const files = readdirSync(path.join(dataDir, 'uploads'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(ids.has(imageIdOfFile(file) ?? ''), file).toBe(true);
  });
});
