import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { startSmtpStandIn } from '../../test/smtp-stand-in';
import { openTestDatabase } from '../../test/test-database';
import { safeErrorText } from './outbox-retries';
import { createLogTransport, createOutboxSender, createSmtpTransport, enqueue } from './outbox.service';
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
