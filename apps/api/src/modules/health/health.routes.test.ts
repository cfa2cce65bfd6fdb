import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { createHealthService } from './health.service';

let t: TestApp | undefined;

afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /api/health tells a load balancer whether this instance can serve', () => {
  it('answers ok after asking the database', async () => {
    t = await createTestApp();
    const before = t.database.stats.queries;
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(t.database.stats.queries).toBeGreaterThan(before);
  });

  it('answers 503 naming Redis when the configured Redis is unreachable', async () => {
    // Nothing listens on port 1.
    t = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      success: false,
      status: 'unavailable',
      message: 'Redis is not answering.',
      checks: { database: 'ok', redis: 'down' },
    });
  });
});

describe('the health check itself', () => {
  it('counts a database that fails as down', async () => {
    const db = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db;
    expect(await createHealthService({ db, redis: undefined }).check()).toEqual({
      ok: false,
      checks: { database: 'down' },
    });
  });

  it('counts a database that never answers as down once the timeout passes', async () => {
    const db = { execute: () => new Promise(() => undefined) } as unknown as Db;
    const report = await createHealthService({ db, redis: undefined, timeoutMs: 20 }).check();
    expect(report).toEqual({ ok: false, checks: { database: 'down' } });
  });

  it('counts a closed database as down', async () => {
    const database = await openTestDatabase();
    const health = createHealthService({ db: database.db, redis: undefined });
    expect((await health.check()).ok).toBe(true);
    await database.close();
    expect(await health.check()).toEqual({ ok: false, checks: { database: 'down' } });
  });
});
