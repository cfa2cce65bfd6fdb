import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertProducts, productRow } from '../test/product-factory';
import { createTestApp, type TestApp } from '../test/test-app';

// The guard is @fastify/under-pressure: it measures the process itself. Here the store is made
// saturated or calm at will through the library's own health check (saturated while it answers
// false), so each test says which it is; one test lets the library's heap measure decide.

/** Whether the store counts as saturated now; each test sets it. */
let saturated = false;
let t: TestApp;

/** Sets the store saturated or calm, and waits for the guard's next sample to see it. */
async function setSaturated(value: boolean): Promise<void> {
  saturated = value;
  await vi.waitFor(() => expect(t.app.isUnderPressure()).toBe(value), { timeout: 5000, interval: 5 });
}

beforeAll(async () => {
  t = await createTestApp({
    // No background re-read of the catalogue's generation: statement counts are exact. The
    // measures themselves are off: a busy test machine's own delays would decide otherwise.
    env: { CATALOGUE_SYNC_MS: '60000', OVERLOAD_EVENT_LOOP_DELAY_MS: '0', OVERLOAD_HEAP_USED_PERCENT: '0' },
    overload: { sampleIntervalMs: 10, healthCheck: async () => !saturated },
  });
  await insertProducts(t.database.db, [productRow({ title: 'Guarded Blender' })]);
});

afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('a saturated server', () => {
  it('turns a shopper’s search away with 503 overloaded and Retry-After, in the usual shape, before asking the database', async () => {
    await setSaturated(true);
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
    await setSaturated(true);
    const res = await t.app.inject({ method: 'GET', url: '/store', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<h1>Busy right now</h1>');
    expect(res.body).toContain('The store has too many visitors right now.');
  });

  it('still renews a signed-in shopper’s session: refusing it would look like being signed out', async () => {
    await setSaturated(true);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/refresh' });
    // No cookie here, so the session's own answer (401), not the guard's 503.
    expect(res.statusCode).toBe(401);
  });

  it('still answers the health check, so a load balancer keeps sending it shoppers once it catches up', async () => {
    await setSaturated(true);
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('still sends a page it has cached: that costs less than a refusal', async () => {
    await setSaturated(false);
    // Asked twice, the page is cached.
    for (let i = 0; i < 2; i++) expect((await get('/api/products?limit=3')).statusCode).toBe(200);
    await setSaturated(true);
    const res = await get('/api/products?limit=3');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ count: number }>().count).toBe(1);
  });

  it('still sends product photos: a file from disk, neither rendered nor read from the database', async () => {
    writeFileSync(path.join(t.config.dataDir, 'uploads', 'guarded-blender.webp'), 'not really a picture');
    await setSaturated(true);
    const res = await get('/uploads/guarded-blender.webp');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('not really a picture');
  });

  it('serves the same search again once it has caught up', async () => {
    await setSaturated(true);
    expect((await get('/api/products/search?q=blender')).statusCode).toBe(503);
    await setSaturated(false);
    const res = await get('/api/products/search?q=blender');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ count: number }>().count).toBe(1);
  });
});

describe('what the guard measures', () => {
  it('a heap fuller than its limit turns requests away once measured', async () => {
    const full = await createTestApp({
      env: { OVERLOAD_EVENT_LOOP_DELAY_MS: '0', OVERLOAD_HEAP_USED_PERCENT: '90' },
      // A limit of one byte: any heap is fuller, from the first sample on.
      overload: { sampleIntervalMs: 10, maxHeapUsedBytes: 1 },
    });
    try {
      await vi.waitFor(() => expect(full.app.isUnderPressure()).toBe(true), { timeout: 5000, interval: 5 });
      const res = await full.app.inject({ method: 'GET', url: '/api/products/categories' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, code: 'overloaded' });
    } finally {
      await full.close();
    }
  });

  it('with both thresholds at 0 the guard is off and the store serves whatever its load', async () => {
    const off = await createTestApp({
      env: { OVERLOAD_EVENT_LOOP_DELAY_MS: '0', OVERLOAD_HEAP_USED_PERCENT: '0' },
    });
    try {
      expect(off.app.hasDecorator('isUnderPressure')).toBe(false);
      expect((await off.app.inject({ method: 'GET', url: '/api/products/categories' })).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });
});
