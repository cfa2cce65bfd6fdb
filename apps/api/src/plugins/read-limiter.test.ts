import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../test/auth-helpers';
import { insertProducts, productRow } from '../test/product-factory';
import { createTestApp, type TestApp } from '../test/test-app';
import { createReadLimiter } from './read-limiter';

/** One turn of the event loop: what was handed on with setImmediate has started by then. */
const loopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('a concurrency limit with fair queueing across client addresses', () => {
  /** Acquires for `client`, noting in `order` when its read starts, or that it was refused. */
  const taker = (limiter: ReturnType<typeof createReadLimiter>, order: string[]) => (client: string) =>
    limiter.acquire(client).then(
      (release) => {
        order.push(client);
        return release;
      },
      (error: unknown) => {
        order.push(`${client} refused`);
        throw error;
      },
    );

  it('fifty reads from one carrier address on an idle server all run or wait their turn; none is refused', async () => {
    const limiter = createReadLimiter({ running: 3, waiting: 64 });
    const order: string[] = [];
    const reads = Array.from({ length: 50 }, () => taker(limiter, order)('carrier'));
    await loopTurn();
    expect(limiter.load()).toEqual({ running: 3, waiting: 47 });
    for (const read of reads) (await read)();
    expect(order).toEqual(Array.from({ length: 50 }, () => 'carrier'));
    expect(limiter.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('when the queue is full, the address holding the most waiting is refused first, while other addresses still get in', async () => {
    const limiter = createReadLimiter({ running: 1, waiting: 4 });
    const order: string[] = [];
    const take = taker(limiter, order);
    const running = await take('flood');
    const [oldest, ...newer] = Array.from({ length: 4 }, () => take('flood'));
    newer.forEach((read) => read.catch(() => {}));

    // A shopper takes the flood's newest place, and the flood's next request is refused at once.
    const shopper = take('shopper');
    const fromYourConnection = {
      statusCode: 503,
      code: 'busy',
      headers: { 'retry-after': '2' },
      message: expect.stringMatching(/from your connection/),
    };
    await expect(newer[2]).rejects.toMatchObject(fromYourConnection);
    await expect(take('flood')).rejects.toMatchObject(fromYourConnection);
    // Two more addresses get in the same way, until every address holds one place.
    const others = [take('c'), take('d')];
    await expect(newer[1]).rejects.toMatchObject(fromYourConnection);
    await expect(newer[0]).rejects.toMatchObject(fromYourConnection);
    expect(limiter.load()).toEqual({ running: 1, waiting: 4 });
    await expect(take('e')).rejects.toMatchObject({
      statusCode: 503,
      code: 'busy',
      message: 'The store is busy right now. Please try again in a moment.',
    });

    running();
    for (const read of [shopper, ...others, oldest]) if (read) (await read)();
    // The shopper and the newcomers, never served yet, go before the flood's last place.
    expect(order.filter((entry) => !entry.endsWith('refused'))).toEqual([
      'flood',
      'shopper',
      'c',
      'd',
      'flood',
    ]);
    expect(limiter.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('a flooding address cannot starve a shopper: the four reads of a store page are served ahead of most of the flood’s queue', async () => {
    const limiter = createReadLimiter({ running: 3, waiting: 64 });
    const order: string[] = [];
    const running: (() => void)[] = [];
    const take = (client: string) =>
      limiter.acquire(client).then((release) => {
        order.push(client);
        running.push(release);
      });
    const flood = Array.from({ length: 40 }, () => take('flood'));
    await loopTurn();
    const page = Array.from({ length: 4 }, () => take('shopper'));
    // Reads finish one at a time, oldest first; each freed slot goes to the address served
    // longest ago.
    while (running.length > 0) {
      running.shift()?.();
      await loopTurn();
    }
    await Promise.all([...flood, ...page]);
    expect(order.slice(0, 10)).toEqual([
      ...['flood', 'flood', 'flood'],
      ...['shopper', 'flood', 'shopper', 'flood', 'shopper', 'flood', 'shopper'],
    ]);
    // 34 of the 37 flood reads that were waiting when the page asked are served after it.
    expect(order.slice(10)).toEqual(Array.from({ length: 34 }, () => 'flood'));
  });

  it('hands a freed slot on only after the event loop has had its own turn', async () => {
    const limiter = createReadLimiter({ running: 1, waiting: 10 });
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

  it('gives a slot back once however often its holder says so', async () => {
    const limiter = createReadLimiter({ running: 1, waiting: 1 });
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

  /** Sends a held request and waits until it is inside the route (it is running). */
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
        CATALOGUE_READS_WAITING: '2',
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

  it('with every read running and the queue full, the flooding address is refused (503 busy, Retry-After) while another shopper’s search still gets in', async () => {
    const flood = '10.0.0.1';
    const running = [await holdTurn(flood), await holdTurn(flood)];
    const answers: Promise<LightMyRequestResponse>[] = [];
    const refused: LightMyRequestResponse[] = [];
    const send = (url: string, address: string) => {
      const answer = get(url, address);
      answers.push(answer);
      void answer.then((reply) => reply.statusCode === 503 && refused.push(reply));
      return answer;
    };
    // Three more from the flood: two fill the queue, one is refused.
    for (let i = 0; i < 3; i++) send('/api/test/held', flood);
    await expect.poll(() => refused.length).toBe(1);

    // The shopper takes the flood's newest place in the queue.
    const shopper = send('/api/products/search?q=kettle+two', '10.0.0.2');
    await expect.poll(() => refused.length).toBe(2);
    for (const reply of refused) {
      expect(reply.headers['retry-after']).toBe('2');
      expect(reply.json()).toEqual({
        success: false,
        message: expect.stringMatching(/^Too many catalogue requests from your connection/),
        code: 'busy',
      });
    }

    letGo();
    for (const { answer } of running) expect((await answer).statusCode).toBe(200);
    // Never served before, the shopper goes ahead of the flood's request still waiting.
    const other = await shopper;
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json<{ count: number }>().count).toBe(6);
    await expect.poll(() => held.length).toBe(1);
    letGo();
    expect((await Promise.all(answers)).map((reply) => reply.statusCode).sort()).toEqual([
      200, 200, 503, 503,
    ]);
  });

  it('a page cached in memory is answered while every read is running, even to an address with a read waiting, without asking the database', async () => {
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

  it('staff never wait behind shoppers’ reads: theirs use a pool of their own', async () => {
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

describe('a crowd behind one carrier address on an idle server', () => {
  let t: TestApp;
  let holding = true;
  const held: (() => void)[] = [];

  beforeAll(async () => {
    // The default limits: only the catalogue's background re-read is put off.
    t = await createTestApp({
      env: { CATALOGUE_SYNC_MS: '60000' },
      routes: (app) =>
        app.get('/api/test/slow-read', { config: { readLimit: true } }, async () => {
          if (holding) await new Promise<void>((resolve) => held.push(resolve));
          return { success: true };
        }),
    });
  });

  afterAll(async () => {
    holding = false;
    for (const go of held.splice(0)) go();
    await t.close();
  });

  it('fifty shoppers behind one carrier address browse at once on an idle server and none is turned away', async () => {
    const answers = Array.from({ length: 50 }, async () =>
      t.app.inject({ method: 'GET', url: '/api/test/slow-read', remoteAddress: '102.89.0.7' }),
    );
    // As many as may run at once are reading; the rest wait in the queue.
    await expect.poll(() => held.length).toBe(t.config.catalogueReads.running);
    holding = false;
    for (const go of held.splice(0)) go();
    const statuses = (await Promise.all(answers)).map((reply) => reply.statusCode);
    expect(statuses).toEqual(Array.from({ length: 50 }, () => 200));
  });
});
