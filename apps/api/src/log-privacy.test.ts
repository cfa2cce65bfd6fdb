import { randomUUID } from 'node:crypto';
import type { Order } from '@better-deals/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from './db/schema/index';
import { createLogTransport, createOutboxSender } from './modules/outbox/outbox.service';
import { createUser, signInAs } from './test/auth-helpers';
import { insertProducts, productRow } from './test/product-factory';
import { createTestApp, type TestApp } from './test/test-app';

/*
 * What an operator reading the server log sees of a password reset and a guest's order: the
 * store without SMTP_URL writes its email there, and every request gets a line. No reset token
 * that would open the account, and no shopper's full email address.
 */

let t: TestApp;
const logged: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line: string) => void logged.push(line) },
  });
});
afterAll(async () => {
  await t.close();
});

/** Sends what the outbox holds the way a store without SMTP_URL does: into the log. */
async function sendQueuedMailToTheLog() {
  const sender = createOutboxSender({
    db: t.database.db,
    transport: createLogTransport(t.app.log),
    log: t.app.log,
    // Ahead of the database's clock, so what was queued just now is due.
    now: () => new Date(Date.now() + 1000),
  });
  return sender.runOnce();
}

describe('the server log', () => {
  it('shows no reset token and no full email address after a password reset and a guest order lookup', async () => {
    // A password reset, from asking for the link to opening it and setting a new password.
    const user = await createUser(t.database.db);
    await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: user.email } });
    await t.app.passwordReset.settled();
    const [resetMail] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(resetMail?.body ?? '')?.[1] ?? '';
    expect(token).toHaveLength(43);
    await t.app.inject({ url: `/reset-password?token=${token}` });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'Harmattan-Breeze-2026' },
    });
    expect(reset.statusCode).toBe(200);

    // A guest's order, its confirmation, and the guest looking it up by number and email.
    const guest = 'guest.shopper@example.com';
    const [product] = await insertProducts(t.database.db, [productRow({ price: 4000, stock: 10 })]);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        items: [{ productId: product?.id, quantity: 1 }],
        email: guest,
        phone: '0803 123 4567',
        shipping: {
          fullName: 'Ada Obi',
          addressLine1: '12 Allen Avenue',
          city: 'Ikeja',
          state: 'Lagos',
          zipCode: '100271',
          country: 'Nigeria',
        },
        paymentMethod: 'pay_on_delivery',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { number } = placed.json<{ order: Order }>().order;
    const lookup = await t.app.inject({
      url: `/api/orders/${number}?email=${encodeURIComponent(guest)}`,
    });
    expect(lookup.statusCode).toBe(200);
    await t.app.inject({ url: `/orders/lookup?number=${number}&email=${encodeURIComponent(guest)}` });
    await t.app.inject({ url: `/checkout/complete?trxref=${number}&reference=${number}` });

    expect(await sendQueuedMailToTheLog()).toEqual({ sent: 2, failed: 0 });

    const log = logged.join('');
    // The log was written: a line per request, and each message.
    expect(log).toContain('request completed');
    expect(log).toContain('/reset-password?token=[redacted]');
    expect(log).toContain(`/api/orders/${number}?email=[redacted]`);
    expect(log).toContain(`/checkout/complete?trxref=[redacted]&reference=[redacted]`);
    expect(log).toContain(`message to ${user.email.slice(0, 1)}***@test.example written to the log`);
    expect(log).toContain('message to g***@example.com written to the log');
    // Nothing that opens the account or names the shopper in full.
    expect(log).not.toContain(token);
    expect(log).not.toContain(user.email);
    expect(log).not.toContain(guest);
    expect(log).not.toContain(encodeURIComponent(guest));
  });

  it('shows no full email address of a shopper who wrote from the Contact page, nor of staff replying', async () => {
    const sender = 'contact.sender@example.com';
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Ada Obi',
        email: sender,
        subject: 'My parcel',
        message: `Please write to ${sender}.`,
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const staff = await signInAs(t, 'admin');
    const id = sent.json<{ data: { _id: string } }>().data._id;
    const replied = await t.app.inject({
      method: 'POST',
      url: `/api/admin/messages/${id}/reply`,
      headers: staff.headers,
      payload: { body: 'It ships today.' },
    });
    expect(replied.statusCode, replied.body).toBe(200);

    expect(await sendQueuedMailToTheLog()).toEqual({ sent: 2, failed: 0 });
    const log = logged.join('');
    expect(log).toContain('message to c***@example.com written to the log');
    expect(log).not.toContain(sender);
  });
});
