import { CONTACT_LIMITS, type ContactMessage } from '@better-deals/domain';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { signInAs, type SignedIn } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CONTACT_LIMITS_PER_WINDOW } from './contact-limits';
import { CONTACT_BODY_LIMIT } from './contact.routes';
import { aMessage, contactHelpers, type Body } from './contact-test-helpers';

let t: TestApp;
let staff: SignedIn;
const clock = new Date('2026-12-07T09:30:00.000Z');
const { send, mailsTo, list } = contactHelpers(() => t);
const STORE_EMAIL = 'inbox@store.test';

/** Whether the server counts as busy: the per-IP share is enforced only then. */
let busy = false;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, serverBusy: () => busy, env: { STORE_EMAIL } });
  staff = await signInAs(t, 'admin');
});

afterAll(async () => {
  await t.close();
});

describe('a shopper sends a message from the Contact page', () => {
  it('the message is stored for staff and emailed to the store’s inbox', async () => {
    const message = aMessage({ phone: '0803 123 4567', orderNumber: 'bd-7k4m2q' });
    const res = await send(message);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<Body<{ _id: string }>>();
    expect(body).toMatchObject({
      success: true,
      message: 'Thank you! Your message has been sent. We reply within 24 hours.',
    });

    const { body: page } = await list(staff.headers);
    const stored = page.data.find((m) => m._id === body.data._id);
    expect(stored).toEqual<ContactMessage>({
      _id: body.data._id,
      name: 'Ada Obi',
      email: message.email,
      phone: '+2348031234567',
      orderNumber: 'BD-7K4M2Q',
      subject: message.subject,
      message: message.message,
      status: 'new',
      createdAt: clock.toISOString(),
      repliedAt: null,
    });

    const mails = await mailsTo(STORE_EMAIL);
    const mail = mails.find((m) => m.subject === `Contact form: ${message.subject}`);
    expect(mail?.kind).toBe('contact_message');
    expect(mail?.body).toContain(`From: Ada Obi <${message.email}>`);
    expect(mail?.body).toContain('Phone: +2348031234567');
    expect(mail?.body).toContain('Order number: BD-7K4M2Q');
    expect(mail?.body).toContain('Sent: 7 Dec 2026, 10:30 (Lagos time)');
    expect(mail?.body).toContain(message.message);
  });

  it.each([
    ['name', { name: '' }, 'name is required.'],
    ['email', { email: 'ada-at-example' }, 'email must be a valid email address.'],
    ['phone', { phone: '555-0100' }, 'phone must be a Nigerian phone number, like 0803 123 4567.'],
    ['orderNumber', { orderNumber: '12345' }, 'orderNumber must be an order number, like BD-7K4M2Q.'],
    ['subject', { subject: '   ' }, 'subject is required.'],
    [
      'message',
      { message: 'x'.repeat(CONTACT_LIMITS.message + 1) },
      `message must be at most ${CONTACT_LIMITS.message} characters.`,
    ],
  ])(
    'a message with a bad %s is refused with a 400 naming the field, and nothing is kept or sent',
    async (_field, change, text) => {
      const message = aMessage(change);
      const res = await send(message);
      expect(res.statusCode).toBe(400);
      const body = res.json<Body>();
      expect(body.success).toBe(false);
      expect(body.message).toContain(text);
      expect(
        await mailsTo(STORE_EMAIL).then((ms) =>
          ms.filter((m) => m.subject.includes(String(message.subject))),
        ),
      ).toEqual([]);
    },
  );

  it('a body larger than any message can be is refused with a 413 before it is read', async () => {
    const res = await send({ ...aMessage(), message: 'x'.repeat(CONTACT_BODY_LIMIT) });
    expect(res.statusCode).toBe(413);
    expect(res.json<Body>()).toMatchObject({ success: false, message: 'The request body is too large.' });
  });
});

describe('shoppers behind one carrier address', () => {
  it('one address sending many messages is not refused while the server has room', async () => {
    const ip = '10.60.0.1';
    const many = CONTACT_LIMITS_PER_WINDOW.perIpPer15Min + 15;
    for (let i = 0; i < many; i++) {
      const res = await send(aMessage(), ip);
      expect(res.statusCode, `message ${i + 1}: ${res.body}`).toBe(201);
    }
  });

  it('while the server is busy, the address far over its share is refused first and others are still heard', async () => {
    busy = true;
    onTestFinished(() => {
      busy = false;
    });
    const ip = '10.61.0.1';
    for (let i = 0; i < CONTACT_LIMITS_PER_WINDOW.perIpPer15Min; i++) {
      expect((await send(aMessage(), ip)).statusCode).toBe(201);
    }
    const refused = await send(aMessage(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json<Body>()).toMatchObject({ success: false, code: 'too_many_messages' });
    expect(refused.json<Body>().message).toMatch(
      /^Too many messages from your network\. Please try again in/,
    );

    expect((await send(aMessage(), '10.62.0.1')).statusCode).toBe(201);
  });
});
