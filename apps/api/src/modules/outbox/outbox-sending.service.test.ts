import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema/index';
import { openTestDatabase } from '../../test/test-database';
import { OUTBOX_MAX_ATTEMPTS, retryDelayMs } from './outbox-retries';
import { createOutboxSender, enqueue, type MailTransport } from './outbox.service';
import { emptyOutbox, message, outboxRows, quietLog } from './outbox-test-helpers';

let database: Database;
let clock: Date;
const now = () => clock;
const { row } = outboxRows(() => database);

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  clock = await emptyOutbox(database);
});

/** A transport that records what it sends and fails while `failing` is set. */
function fakeTransport() {
  const sent: { to: string; subject: string; text: string }[] = [];
  const transport: MailTransport & { sent: typeof sent; failing: Error | null } = {
    sent,
    failing: null,
    async send(message) {
      if (transport.failing) throw transport.failing;
      sent.push(message);
    },
  };
  return transport;
}

/** A signal that a transport's send has begun: the test goes on then, however busy the machine. */
function sendStarted(): { started: Promise<void>; began: () => void } {
  let began: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (began = resolve));
  return { started, began };
}

describe('sending queued messages', () => {
  it('a queued message is sent once and marked sent', async () => {
    await enqueue(database.db, message('ada@example.com'));
    const transport = fakeTransport();
    const sender = createOutboxSender({ db: database.db, transport, log: quietLog, now });
    expect(await sender.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(transport.sent).toEqual([
      { to: 'ada@example.com', subject: 'Your Better Deals order BD-2345AB', text: 'Thank you.' },
    ]);
    expect(await row('ada@example.com')).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(transport.sent).toHaveLength(1);
  });

  it('a message queued in a transaction that rolls back is never sent', async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueue(tx, message('rolled@example.com'));
        throw new Error('the order failed');
      })
      .catch(() => undefined);
    const transport = fakeTransport();
    await createOutboxSender({ db: database.db, transport, log: quietLog, now }).runOnce();
    expect(transport.sent).toEqual([]);
  });

  it('a failed send is retried later with a growing wait, its reason kept without credentials', async () => {
    await enqueue(database.db, message('bola@example.com'));
    const transport = fakeTransport();
    transport.failing = new Error('connect ECONNREFUSED smtp://orders:hunter2-pass@mail.example:587');
    const warnings: unknown[] = [];
    const log = { ...quietLog, warn: (entry: unknown) => warnings.push(entry) };
    const sender = createOutboxSender({ db: database.db, transport, log, now });

    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1 });
    let r = await row('bola@example.com');
    expect(r.status).toBe('pending');
    expect(r.attempts).toBe(1);
    expect(r.nextAttemptAt.getTime()).toBe(clock.getTime() + retryDelayMs(1));
    expect(r.lastError).toContain('ECONNREFUSED');
    expect(r.lastError).not.toContain('hunter2-pass');
    expect(JSON.stringify(warnings)).not.toContain('hunter2-pass');

    // Not due yet: nothing is tried.
    clock = new Date(clock.getTime() + retryDelayMs(1) - 1000);
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0 });

    // Due again, still failing: the wait doubles.
    clock = new Date(clock.getTime() + 1000);
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1 });
    r = await row('bola@example.com');
    expect(r.attempts).toBe(2);
    expect(r.nextAttemptAt.getTime()).toBe(clock.getTime() + retryDelayMs(2));
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));

    // The mail server is back.
    transport.failing = null;
    clock = new Date(clock.getTime() + retryDelayMs(2));
    expect(await sender.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(await row('bola@example.com')).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  });

  it(`a message that fails ${OUTBOX_MAX_ATTEMPTS} times is marked failed and left alone`, async () => {
    await enqueue(database.db, message('chidi@example.com'));
    const transport = fakeTransport();
    transport.failing = new Error('550 mailbox unavailable');
    const errors: unknown[] = [];
    const sender = createOutboxSender({
      db: database.db,
      transport,
      log: { ...quietLog, error: (entry: unknown) => errors.push(entry) },
      now,
    });
    for (let i = 0; i < OUTBOX_MAX_ATTEMPTS; i++) {
      await sender.runOnce();
      clock = new Date(clock.getTime() + retryDelayMs(OUTBOX_MAX_ATTEMPTS));
    }
    expect(await row('chidi@example.com')).toMatchObject({ status: 'failed', attempts: OUTBOX_MAX_ATTEMPTS });
    expect(errors).toHaveLength(1);
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0 });
  });

  it('two senders working at once send each message once', async () => {
    for (let i = 0; i < 6; i++) await enqueue(database.db, message(`shopper${i}@example.com`));
    const transport = fakeTransport();
    const a = createOutboxSender({ db: database.db, transport, log: quietLog, now, batchSize: 2 });
    const b = createOutboxSender({ db: database.db, transport, log: quietLog, now, batchSize: 2 });
    await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    const to = transport.sent.map((s) => s.to).sort();
    expect(to).toEqual([...new Set(to)]);
    await Promise.all([a.runOnce(), b.runOnce()]);
    expect(transport.sent.map((s) => s.to).sort()).toEqual(
      Array.from({ length: 6 }, (_, i) => `shopper${i}@example.com`).sort(),
    );
  });

  it('a mail server that hangs never holds up new orders', async () => {
    await enqueue(database.db, message('slow@example.com'));
    let release: () => void = () => undefined;
    const send = sendStarted();
    const hanging: MailTransport = {
      send: () => {
        send.began();
        return new Promise<void>((resolve) => (release = resolve));
      },
    };
    const sender = createOutboxSender({ db: database.db, transport: hanging, log: quietLog, now });
    const run = sender.runOnce();
    // While the send hangs, an order's transaction can still write its message at once.
    await send.started;
    const started = Date.now();
    await database.db.transaction((tx) => enqueue(tx, message('next@example.com')));
    expect(Date.now() - started).toBeLessThan(2000);
    release();
    expect(await run).toEqual({ sent: 1, failed: 0 });
  });

  it('stopping waits for a send in progress, so it is recorded before the database closes', async () => {
    await enqueue(database.db, message('closing@example.com'));
    let release: () => void = () => undefined;
    let closed = false;
    const send = sendStarted();
    const slow: MailTransport = {
      send: () => {
        send.began();
        return new Promise<void>((resolve) => (release = resolve));
      },
      close: () => {
        closed = true;
      },
    };
    const sender = createOutboxSender({ db: database.db, transport: slow, log: quietLog, now });
    sender.start(60_000);
    await send.started;
    const stopping = sender.stop();
    release();
    await stopping;
    expect(closed).toBe(true);
    expect(await row('closing@example.com')).toMatchObject({ status: 'sent' });
  });
});

describe('a limit on messages to one address', () => {
  const limited = (recipient: string) => ({ ...message(recipient), perRecipientPerHour: 2 });
  const count = async (recipient: string) =>
    (await database.db.select().from(outbox).where(eq(outbox.recipient, recipient))).length;

  it('queues at most that many of a kind to one address in an hour, and more once the hour has passed', async () => {
    for (let i = 0; i < 4; i++) await enqueue(database.db, limited('flooded@example.com'));
    expect(await count('flooded@example.com')).toBe(2);
    // Other addresses, and other kinds of message to the same one, are not held back.
    await enqueue(database.db, limited('other@example.com'));
    await enqueue(database.db, { ...message('flooded@example.com'), kind: 'password_reset' });
    expect(await count('other@example.com')).toBe(1);
    expect(await count('flooded@example.com')).toBe(3);

    await database.db.execute(
      sql`update outbox set created_at = created_at - interval '61 minutes' where recipient = 'flooded@example.com'`,
    );
    await enqueue(database.db, limited('flooded@example.com'));
    expect(await count('flooded@example.com')).toBe(4);
  });

  it('holds when several are queued at once', async () => {
    await Promise.all(
      Array.from({ length: 6 }, () =>
        database.db.transaction(async (tx) => enqueue(tx, limited('at-once@example.com'))),
      ),
    );
    expect(await count('at-once@example.com')).toBe(2);
  });
});
