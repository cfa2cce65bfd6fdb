import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/auth-helpers';
import { insertProducts, productRow } from '../../test/product-factory';
import { createTestApp, type TestApp } from '../../test/test-app';

// Runs with TEST_DATABASE_URL only (see vitest.config.ts): the embedded database has no
// statement timeout; there the read limiter is what protects (read-limiter.test.ts).
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOGUE_STATEMENT_TIMEOUT_MS: '200' } });
  await insertProducts(t.database.db, [productRow({ title: 'Patient Reading Lamp' })]);
});

afterAll(async () => {
  await t.close();
});

/**
 * Runs `during` while another session holds every product row out of reach, as a long
 * migration or a runaway write would: a catalogue statement waits until its timeout.
 */
async function whileProductsAreLocked<T>(during: () => Promise<T>): Promise<T> {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`lock table products in access exclusive mode`);
    return during();
  });
}

/** Statements on the test's database waiting for a lock another session holds. */
async function statementsWaitingForALock(): Promise<number> {
  const { rows } = (await t.database.db.execute(
    sql`select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
  )) as { rows: { waiting: number }[] };
  return rows[0]?.waiting ?? 0;
}

describe('a shopper’s catalogue read that the database cannot answer in time', () => {
  it('is cancelled by PostgreSQL at the statement timeout and answered 503 timed_out with Retry-After, not 500', async () => {
    const res = await whileProductsAreLocked(() =>
      t.app.inject({ method: 'GET', url: '/api/products/search?q=lamp' }),
    );
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      success: false,
      message: 'The store took too long to answer. Please try again in a few seconds.',
      code: 'timed_out',
    });
  });

  it('leaves nothing behind: the same search is served once the database can answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/search?q=lamp' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ count: number }>().count).toBe(1);
  });

  it('does not cut staff reads short: they use the main pool, which has no such timeout', async () => {
    const admin = (await signInAs(t, 'admin')).headers;
    let staffAnswer: Promise<LightMyRequestResponse> | undefined;
    await whileProductsAreLocked(async () => {
      staffAnswer = t.app
        .inject({ method: 'GET', url: '/api/products?status=all', headers: admin })
        .then((r) => r);
      // Once the staff read waits for the lock, a shopper's read sent after it is cancelled at
      // the timeout: the staff read has by then waited longer than a shopper's may.
      await expect.poll(statementsWaitingForALock).toBe(1);
      const shopper = await t.app.inject({ method: 'GET', url: '/api/products/search?q=patient' });
      expect(shopper.statusCode).toBe(503);
      expect(await statementsWaitingForALock()).toBe(1);
    });
    const res = await staffAnswer;
    expect(res?.statusCode, res?.body).toBe(200);
    expect(res?.json<{ count: number }>().count).toBe(1);
  });
});
