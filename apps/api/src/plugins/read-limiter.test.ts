import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../test/auth-helpers';
import { insertProducts, productRow } from '../test/product-factory';
import { createTestApp, type TestApp } from '../test/test-app';
import { createReadLimiter } from './read-limiter';

/** One turn of the event loop: what was handed on with setImmediate has started by then. */
const loopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('turns for catalogue reads, one client at a time', () => {
  it('a client past its share waits, and past its waiting places is refused at once, while another starts straight away', async () => {
    const limiter = createReadLimiter({ running: 4, perClient: 1, waiting: 10, waitingPerClient: 1 });
    const first = await limiter.acquire('flood');
    let secondStarted = false;
    const second = limiter.acquire('flood').then((release) => {
      secondStarted = true;
      return release;
    });
    await expect(limiter.acquire('flood')).rejects.toMatchObject({
      statusCode: 503,
      code: 'busy',
      headers: { 'retry-after': '2' },
      message: expect.stringMatching(/from your connection/),
    });
    const shopper = await limiter.acquire('shopper');
    expect(limiter.load()).toEqual({ running: 2, waiting: 1 });

    shopper();
    await loopTurn();
    expect(secondStarted).toBe(false);
    first();
    (await second)();
    expect(limiter.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('serves waiting clients in turn: one request waiting goes before a flood’s next one', async () => {
    const limiter = createReadLimiter({ running: 1, perClient: 1, waiting: 10, waitingPerClient: 5 });
    const order: string[] = [];
    const take = (client: string) =>
      limiter.acquire(client).then((release) => {
        order.push(client);
        return release;
      });
    const running = await take('flood');
    const queued = [take('flood'), take('flood'), take('flood')];
    const shopper = take('shopper');
    running();
    // The flood's requests came first, but the flood has just had a turn and the shopper none.
    (await shopper)();
    for (const next of queued) (await next)();
    expect(order).toEqual(['flood', 'shopper', 'flood', 'flood', 'flood']);
  });

  it('hands a freed turn on only after the event loop has had its own turn', async () => {
    const limiter = createReadLimiter({ running: 1, perClient: 1, waiting: 10, waitingPerClient: 5 });
    const release = await limiter.acquire('a');
    let started = false;
    const next = limiter.acquire('b').then((done) => {
      started = true;
      return done;
    });
    release();
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(started).toBe(false);
    await loopTurn();
    expect(started).toBe(true);
    (await next)();
  });

  it('refuses anyone once the store has as many waiting as it may, saying the store is busy', async () => {
    const limiter = createReadLimiter({ running: 1, perClient: 1, waiting: 2, waitingPerClient: 5 });
    const release = await limiter.acquire('a');
    const waiting = [limiter.acquire('b'), limiter.acquire('c')];
    await expect(limiter.acquire('d')).rejects.toMatchObject({
      statusCode: 503,
      code: 'busy',
      message: 'The store is busy right now. Please try again in a moment.',
    });
    release();
    for (const next of waiting) (await next)();
    expect(limiter.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('gives a turn back once however often its holder says so', async () => {
    const limiter = createReadLimiter({ running: 1, perClient: 1, waiting: 1, waitingPerClient: 1 });
    const release = await limiter.acquire('a');
    release();
    release();
    expect(limiter.load()).toEqual({ running: 0, waiting: 0 });
    const again = await limiter.acquire('a');
    expect(limiter.load()).toEqual({ running: 1, waiting: 0 });
    again();
  });
});

describe('shoppers flooding the catalogue with searches nobody asked before', () => {
  let t: TestApp;
  /** Requests inside the held route, each waiting to be let go. */
  const held: (() => void)[] = [];
  const WARM = '/api/products?sortBy=price-low&limit=5';

  /** A route whose reads take as long as the test says: a slow uncached search. */
  const heldRoute = (app: FastifyInstance) =>
    app.get('/api/test/held', { config: { readLimit: true } }, async () => {
      await new Promise<void>((resolve) => held.push(resolve));
      return { success: true };
    });

  // Async, so each request is sent at once rather than when its answer is first awaited.
  const get = async (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, remoteAddress, headers });

  /** Sends a held request and waits until it is inside the route (it has its turn). */
  async function holdTurn(remoteAddress: string): Promise<{ answer: Promise<LightMyRequestResponse> }> {
    const before = held.length;
    const answer = get('/api/test/held', remoteAddress);
    await expect.poll(() => held.length).toBe(before + 1);
    return { answer };
  }

  function letGo(): void {
    for (const go of held.splice(0)) go();
  }

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        // No background re-read of the catalogue's generation: statement counts are exact.
        CATALOGUE_SYNC_MS: '60000',
        CATALOGUE_READS: '2',
        CATALOGUE_READS_PER_CLIENT: '1',
        CATALOGUE_READS_WAITING_PER_CLIENT: '1',
      },
      routes: heldRoute,
    });
    await insertProducts(
      t.database.db,
      Array.from({ length: 6 }, (_, i) => productRow({ title: `Flood Kettle ${i}`, price: 5000 + i * 100 })),
    );
  });

  afterAll(async () => {
    letGo();
    await t.close();
  });

  it('a client over its share gets 503 busy with Retry-After in the usual shape, while another client’s search goes through', async () => {
    const running = await holdTurn('10.0.0.1');
    const waiting = get('/api/test/held', '10.0.0.1');
    const refused = await get('/api/products/search?q=kettle+one', '10.0.0.1');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many catalogue requests from your connection/),
      code: 'busy',
    });

    const other = await get('/api/products/search?q=kettle+two', '10.0.0.2');
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json<{ count: number }>().count).toBe(6);

    letGo();
    expect((await running.answer).statusCode).toBe(200);
    // The waiting request had its turn once the first one was done.
    await expect.poll(() => held.length).toBe(1);
    letGo();
    expect((await waiting).statusCode).toBe(200);
  });

  it('a page kept in memory is answered while every turn is taken, even to a client at its share, without asking the database', async () => {
    // Asked twice, the page is kept.
    for (let i = 0; i < 2; i++) expect((await get(WARM, '10.0.0.9')).statusCode).toBe(200);
    const a = await holdTurn('10.0.1.1');
    const b = await holdTurn('10.0.1.2');
    const waiting = get('/api/products/search?q=kettle+three', '10.0.1.1');

    const before = t.database.stats.queries;
    const cached = await get(WARM, '10.0.1.1');
    expect(cached.statusCode).toBe(200);
    expect(cached.json<{ count: number }>().count).toBe(6);
    expect(t.database.stats.queries).toBe(before);
    expect((await get('/api/health', '10.0.1.1')).statusCode).toBe(200);

    letGo();
    expect((await a.answer).statusCode).toBe(200);
    expect((await b.answer).statusCode).toBe(200);
    expect((await waiting).statusCode).toBe(200);
  });

  it('staff never wait for a shopper’s turn: their reads use a pool of their own', async () => {
    const admin = (await signInAs(t, 'admin')).headers;
    const a = await holdTurn('10.0.2.1');
    const b = await holdTurn('10.0.2.2');
    const list = await get('/api/products?status=all&search=kettle', '10.0.2.1', admin);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ count: number }>().count).toBe(6);
    letGo();
    await Promise.all([a.answer, b.answer]);
  });
});
