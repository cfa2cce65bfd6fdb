import type { Order } from '@better-deals/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema/index';
import { openTestDatabase } from '../../test/test-database';
import { startSmtpStandIn } from '../../test/smtp-stand-in';
import { orderConfirmationMessage } from './order-confirmation-message';
import { OUTBOX_MAX_ATTEMPTS, retryDelayMs, safeErrorText } from './outbox-retries';
import {
  createLogTransport,
  createOutboxSender,
  createSmtpTransport,
  enqueue,
  type MailTransport,
} from './outbox.service';

let database: Database;
let clock: Date;
const now = () => clock;

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(outbox);
  // Ahead of the database's own clock, so a message queued just now is due.
  clock = new Date(Date.now() + 1000);
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

async function row(recipient: string) {
  const [r] = await database.db.select().from(outbox).where(eq(outbox.recipient, recipient));
  if (!r) throw new Error('no outbox row');
  return r;
}

const message = (recipient: string) => ({
  kind: 'order_confirmation',
  recipient,
  subject: 'Your Better Deals order BD-2345AB',
  body: 'Thank you.',
});

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
    const hanging: MailTransport = { send: () => new Promise<void>((resolve) => (release = resolve)) };
    const sender = createOutboxSender({ db: database.db, transport: hanging, log: quietLog, now });
    const run = sender.runOnce();
    // While the send hangs, an order's transaction can still write its message at once.
    await new Promise((resolve) => setTimeout(resolve, 50));
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
    const slow: MailTransport = {
      send: () => new Promise<void>((resolve) => (release = resolve)),
      close: () => {
        closed = true;
      },
    };
    const sender = createOutboxSender({ db: database.db, transport: slow, log: quietLog, now });
    sender.start(60_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopping = sender.stop();
    release();
    await stopping;
    expect(closed).toBe(true);
    expect(await row('closing@example.com')).toMatchObject({ status: 'sent' });
  });
});

describe('with SMTP_URL', () => {
  it('messages go to the mail server, from MAIL_FROM, signed in with the credentials in the URL', async () => {
    const smtp = await startSmtpStandIn();
    try {
      await enqueue(database.db, {
        ...message('dayo@example.com'),
        body: 'Line one.\n.\nLine three: ₦25,000.',
      });
      const transport = createSmtpTransport({
        smtpUrl: smtp.url({ user: 'orders@betterdeals.ng', password: 'mail-secret-77' }),
        from: 'Better Deals <orders@betterdeals.ng>',
      });
      const sender = createOutboxSender({ db: database.db, transport, log: quietLog, now });
      expect(await sender.runOnce()).toEqual({ sent: 1, failed: 0 });
      await sender.stop();
      expect(smtp.received).toEqual([
        expect.objectContaining({
          from: 'orders@betterdeals.ng',
          to: ['dayo@example.com'],
          user: 'orders@betterdeals.ng',
        }),
      ]);
      const data = smtp.received[0]?.data ?? '';
      expect(data).toMatch(/^Subject: Your Better Deals order BD-2345AB$/m);
      expect(data).toMatch(/^From: Better Deals <orders@betterdeals\.ng>$/m);
    } finally {
      await smtp.close();
    }
  });

  it('a mail server that refuses the message leaves it queued for a retry, its password nowhere', async () => {
    const smtp = await startSmtpStandIn();
    smtp.refuse = '451 4.3.0 try again later';
    try {
      await enqueue(database.db, message('efe@example.com'));
      const transport = createSmtpTransport({
        smtpUrl: smtp.url({ user: 'orders', password: 'mail-secret-88' }),
        from: 'Better Deals <orders@betterdeals.ng>',
      });
      const sender = createOutboxSender({ db: database.db, transport, log: quietLog, now });
      expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1 });
      await sender.stop();
      const r = await row('efe@example.com');
      expect(r).toMatchObject({ status: 'pending', attempts: 1 });
      expect(r.lastError).toContain('451');
      expect(r.lastError).not.toContain('mail-secret-88');
    } finally {
      await smtp.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('writes each message to the server log with its addresses and link secrets masked', async () => {
    const lines: { entry: unknown; text: string }[] = [];
    const transport = createLogTransport({
      info: (entry: unknown, text: string) => lines.push({ entry, text }),
    } as never);
    await transport.send({
      to: 'ada.obi@example.com',
      subject: 'Reset your Better Deals password',
      text: 'Open http://localhost:3000/reset-password?token=Zx9_live-token\nSent to ada.obi@example.com',
    });
    expect(lines).toEqual([
      {
        entry: {
          mail: {
            to: 'a***@example.com',
            subject: 'Reset your Better Deals password',
            body: 'Open http://localhost:3000/reset-password?token=[redacted]\nSent to a***@example.com',
          },
        },
        text: 'message to a***@example.com written to the log (no SMTP_URL set)',
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain('Zx9_live-token');
    expect(JSON.stringify(lines)).not.toContain('ada.obi');
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

describe('what a failed send keeps of its reason', () => {
  it('only the message, with credentials in any address blanked, and short', () => {
    expect(safeErrorText(new Error('Invalid login: 535 smtps://u:p@host failed'))).toBe(
      'Invalid login: 535 smtps://***@host failed',
    );
    expect(safeErrorText(new Error('x'.repeat(1000)))).toHaveLength(300);
    expect(safeErrorText(new Error('550 5.1.1 <ada.obi@example.com>: Recipient address rejected'))).toBe(
      '550 5.1.1 <a***@example.com>: Recipient address rejected',
    );
    expect(safeErrorText(new Error('connect to smtps://user:pass@smtp.example.com:465 failed'))).toBe(
      'connect to smtps://***@smtp.example.com:465 failed',
    );
  });
});

describe('the order confirmation', () => {
  const order: Order = {
    id: '7d1e0f43-2f1c-4c53-9a4e-61a2f1a0a001',
    number: 'BD-7K4M2Q',
    status: 'processing',
    createdAt: '2026-11-24T09:00:00.000Z',
    items: [
      {
        productId: 'p1',
        title: 'Samsung Galaxy A15',
        quantity: 2,
        unitPrice: 120_000,
        lineTotal: 240_000,
        dealPrice: false,
        image: null,
      },
      {
        productId: 'p2',
        title: 'Phone case',
        quantity: 1,
        unitPrice: 2_500,
        lineTotal: 2_500,
        dealPrice: true,
        image: null,
      },
    ],
    subtotal: 242_500,
    discount: 24_250,
    vat: 16_368.75,
    shipping: 0,
    total: 234_618.75,
    couponCode: 'SAVE10',
    paymentMethod: 'pay_on_delivery',
    paymentDetail: null,
    email: 'ada@example.com',
    phone: '+2348031234567',
    address: {
      fullName: 'Ada Obi',
      addressLine1: '12 Allen Avenue',
      addressLine2: 'Flat 3',
      city: 'Ikeja',
      state: 'Lagos',
      zipCode: '100271',
      country: 'Nigeria',
    },
    history: [],
  };

  it('names the order, its items and totals in naira, the payment, the address and where to follow it', () => {
    const { subject, body } = orderConfirmationMessage(order, { origin: 'https://betterdeals.ng' });
    expect(subject).toBe('Your Better Deals order BD-7K4M2Q');
    expect(body).toContain('BD-7K4M2Q');
    expect(body).toContain('2 × Samsung Galaxy A15: ₦240,000.00');
    expect(body).toContain('1 × Phone case: ₦2,500.00');
    expect(body).toContain('Discount (SAVE10): -₦24,250.00');
    expect(body).toContain('Delivery: Free');
    expect(body).toContain('Total: ₦234,618.75');
    expect(body).toContain('Payment: Pay on delivery');
    expect(body).toContain('12 Allen Avenue\n  Flat 3\n  Ikeja, Lagos 100271');
    expect(body).toContain('https://betterdeals.ng/orders/lookup?number=BD-7K4M2Q');
  });

  it('says a demo card payment moved no money', () => {
    const { body } = orderConfirmationMessage(
      {
        ...order,
        status: 'paid',
        paymentMethod: 'card (demo)',
        paymentDetail: 'Visa •••• 4242',
        discount: 0,
        couponCode: null,
      },
      { origin: 'http://localhost:3000' },
    );
    expect(body).toContain('Payment: Card (demo payment, no money moved), Visa •••• 4242');
    expect(body).not.toContain('Discount');
    expect(body).toContain('Follow your order: http://localhost:3000/orders/lookup?number=BD-7K4M2Q');
  });

  it('greets the shopper by name', () => {
    const { body } = orderConfirmationMessage(order, { origin: 'https://betterdeals.ng' });
    expect(body.split('\n')[0]).toBe('Hello Ada Obi,');
    expect(body).toContain('Delivery address\n  Ada Obi\n  12 Allen Avenue');
  });

  it('repeats no name or address line that carries a link: it greets generically', () => {
    const lure = 'Your account is locked, visit http://evil.test/verify';
    const { body } = orderConfirmationMessage(
      {
        ...order,
        address: {
          ...order.address,
          fullName: lure,
          addressLine1: 'Verify at evil.test/now',
          addressLine2: lure,
        },
      },
      { origin: 'https://betterdeals.ng' },
    );
    expect(body.split('\n')[0]).toBe('Hello,');
    expect(body).not.toContain('evil.test');
    expect(body).not.toContain('locked');
    expect(body).toContain('Delivery address\n  Ikeja, Lagos 100271\n  Nigeria');
  });
});
