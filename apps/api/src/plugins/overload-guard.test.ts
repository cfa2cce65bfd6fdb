import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts, productRow } from '../test/product-factory';
import { createTestApp, type TestApp } from '../test/test-app';
import type { LoadReading } from './overload-guard';

const QUIET: LoadReading = { eventLoopDelayMs: 3, heapUsedPercent: 20 };
/** What the probe says now; each test sets it. */
let reading: LoadReading = QUIET;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    // No background re-read of the catalogue's generation: statement counts are exact.
    env: {
      CATALOGUE_SYNC_MS: '60000',
      OVERLOAD_EVENT_LOOP_DELAY_MS: '500',
      OVERLOAD_HEAP_USED_PERCENT: '90',
    },
    loadProbe: () => reading,
  });
  await insertProducts(t.database.db, [productRow({ title: 'Guarded Blender' })]);
});

afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('a server whose event loop runs late', () => {
  it('turns a shopper’s search away with 503 overloaded and Retry-After, in the usual shape, before asking the database', async () => {
    reading = { ...QUIET, eventLoopDelayMs: 800 };
    const before = t.database.stats.queries;
    const res = await get('/api/products/search?q=blender');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.json()).toEqual({
      success: false,
      message: 'The store has too many visitors right now. Please try again in a few seconds.',
      code: 'overloaded',
    });
    expect(t.database.stats.queries).toBe(before);
  });

  it('shows a browser opening a page a short page saying so, not the API’s JSON', async () => {
    reading = { ...QUIET, eventLoopDelayMs: 800 };
    const res = await t.app.inject({ method: 'GET', url: '/store', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<h1>Busy right now</h1>');
    expect(res.body).toContain('The store has too many visitors right now.');
  });

  it('still renews a signed-in shopper’s session: refusing it would look like being signed out', async () => {
    reading = { ...QUIET, eventLoopDelayMs: 800 };
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/refresh' });
    // No cookie here, so the session's own answer (401), not the guard's 503.
    expect(res.statusCode).toBe(401);
  });

  it('still answers the health check, so a load balancer keeps sending it shoppers once it catches up', async () => {
    reading = { ...QUIET, eventLoopDelayMs: 5000 };
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('still sends a page it keeps in memory: that costs less than a refusal', async () => {
    reading = QUIET;
    // Asked twice, the page is kept.
    for (let i = 0; i < 2; i++) expect((await get('/api/products?limit=3')).statusCode).toBe(200);
    reading = { ...QUIET, eventLoopDelayMs: 800 };
    const res = await get('/api/products?limit=3');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ count: number }>().count).toBe(1);
  });

  it('still sends product photos: a file from disk, neither rendered nor read from the database', async () => {
    writeFileSync(path.join(t.config.dataDir, 'uploads', 'guarded-blender.webp'), 'not really a picture');
    reading = { ...QUIET, eventLoopDelayMs: 800 };
    const res = await get('/uploads/guarded-blender.webp');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('not really a picture');
  });

  it('serves the same search again once the loop has caught up', async () => {
    reading = { ...QUIET, eventLoopDelayMs: 800 };
    expect((await get('/api/products/search?q=blender')).statusCode).toBe(503);
    reading = { ...QUIET, eventLoopDelayMs: 499 };
    const res = await get('/api/products/search?q=blender');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ count: number }>().count).toBe(1);
  });
});

describe('a server whose heap is nearly full', () => {
  it('turns requests away until the heap has room again', async () => {
    reading = { ...QUIET, heapUsedPercent: 95 };
    const res = await get('/api/products/categories');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, code: 'overloaded' });
    reading = { ...QUIET, heapUsedPercent: 60 };
    expect((await get('/api/products/categories')).statusCode).toBe(200);
  });
});

describe('a server whose guard is turned off', () => {
  it('serves however late its loop runs', async () => {
    const off = await createTestApp({
      env: { OVERLOAD_EVENT_LOOP_DELAY_MS: '0', OVERLOAD_HEAP_USED_PERCENT: '0' },
      loadProbe: () => ({ eventLoopDelayMs: 10_000, heapUsedPercent: 99 }),
    });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/api/products/categories' })).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });
});
