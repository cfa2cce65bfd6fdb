import type { Order } from '@better-deals/domain';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema/index';
import { maskEmail, redactText } from '../../lib/redact';
import type { Tx } from '../audit/audit.service';
import { orderConfirmationMessage } from './order-confirmation-message';
import { OUTBOX_MAX_ATTEMPTS, retryDelayMs, safeErrorText } from './outbox-retries';

/*
 * Outgoing messages (order confirmations, password resets) are written to the outbox table in
 * the same transaction as the change they tell of, then sent by a background sender: a mail
 * server that is down never fails or slows an order, and a message is never sent for a change
 * that rolled back. Delivery is at least once: a server stopped between sending and recording
 * the send sends that message again.
 */

export interface OutboxMessage {
  /** What the message is about, e.g. 'order_confirmation'. */
  kind: string;
  recipient: string;
  subject: string;
  /** Plain text. */
  body: string;
  /**
   * At most this many messages of this kind to this recipient in any hour: past it the message
   * is dropped. Counted in the outbox table, so every instance sharing the database agrees.
   */
  perRecipientPerHour?: number;
}

/**
 * Queues a message; pass the transaction making the change it tells of. The database function
 * `bd_enqueue` writes it, the one place that keeps a message within its `perRecipientPerHour`
 * (`bd_place_order` queues an order's confirmation through it too).
 */
export async function enqueue(db: Db | Tx, message: OutboxMessage): Promise<void> {
  await db.execute(sql`select bd_enqueue(${JSON.stringify(message)}::jsonb)`);
}

// ---------------------------------------------------------------- transports

export interface MailTransport {
  /** Delivers one message, or throws. */
  send(message: { to: string; subject: string; text: string }): Promise<void>;
  close?(): void;
}

/**
 * Without SMTP_URL: each message is written to the server log instead of being sent, with its
 * recipient's address and every address and link secret in it masked (a reset link's token would
 * open the account to whoever reads the log). The whole message stays in the outbox table.
 */
export function createLogTransport(log: Pick<FastifyBaseLogger, 'info'>): MailTransport {
  return {
    async send({ to, subject, text }) {
      const recipient = maskEmail(to);
      log.info(
        { mail: { to: recipient, subject: redactText(subject), body: redactText(text) } },
        `message to ${recipient} written to the log (no SMTP_URL set)`,
      );
    },
  };
}

/**
 * Sends through the SMTP server in `smtpUrl` (smtp:// or smtps://, user and password in the URL).
 * The mail library is loaded on the first message, so a store that sends none never loads it.
 */
export function createSmtpTransport({ smtpUrl, from }: { smtpUrl: string; from: string }): MailTransport {
  let mailer:
    Promise<{ sendMail(mail: Record<string, string>): Promise<unknown>; close(): void }> | undefined;
  const connect = () =>
    (mailer ??= import('nodemailer').then((nodemailer) =>
      nodemailer.default.createTransport(
        {
          url: smtpUrl,
          // A mail server that stops answering must not hold a send for minutes.
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        },
        { from },
      ),
    ));
  return {
    async send({ to, subject, text }) {
      await (await connect()).sendMail({ from, to, subject, text });
    },
    close() {
      void mailer?.then(
        (m) => m.close(),
        () => undefined,
      );
    },
  };
}

// ---------------------------------------------------------------- the sender

/** A claimed message is not due for any other sender for this long (a send in progress). */
const OUTBOX_CLAIM_MS = 5 * 60 * 1000;
/** How often a running server looks for messages to send. */
const OUTBOX_INTERVAL_MS = 5_000;

interface OutboxRunResult {
  sent: number;
  failed: number;
}

export interface OutboxSender {
  /** Sends the messages due now (at most one batch); never throws for a failed send. */
  runOnce(): Promise<OutboxRunResult>;
  /** Looks for due messages every `intervalMs` from now on. */
  start(intervalMs?: number): void;
  /** Stops looking and waits for a send in progress. */
  stop(): Promise<void>;
}

/**
 * Sends queued messages through `transport`. Each run claims up to `batchSize` due messages with
 * `FOR UPDATE SKIP LOCKED`, so several instances sharing one database never send the same
 * message twice in parallel; a failed send is retried later with exponential backoff.
 */
export function createOutboxSender({
  db,
  transport,
  log,
  now = () => new Date(),
  batchSize = 20,
  maxAttempts = OUTBOX_MAX_ATTEMPTS,
}: {
  db: Db;
  transport: MailTransport;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  now?: () => Date;
  batchSize?: number;
  maxAttempts?: number;
}): OutboxSender {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<OutboxRunResult> | undefined;
  let stopped = false;

  /** Takes the due messages for this sender: counted as an attempt and not due again until the claim ends. */
  async function claim() {
    const at = now();
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, at)))
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + OUTBOX_CLAIM_MS) })
      .where(inArray(outbox.id, due))
      .returning();
  }

  async function runOnce(): Promise<OutboxRunResult> {
    const result: OutboxRunResult = { sent: 0, failed: 0 };
    const messages = await claim();
    for (const message of messages.sort((a, b) => a.id - b.id)) {
      try {
        await transport.send({ to: message.recipient, subject: message.subject, text: message.body });
        await db
          .update(outbox)
          .set({ status: 'sent', sentAt: now(), lastError: null })
          .where(eq(outbox.id, message.id));
        result.sent++;
      } catch (error) {
        result.failed++;
        const lastError = safeErrorText(error);
        const givingUp = message.attempts >= maxAttempts;
        await db
          .update(outbox)
          .set({
            status: givingUp ? 'failed' : 'pending',
            lastError,
            nextAttemptAt: new Date(now().getTime() + retryDelayMs(message.attempts)),
          })
          .where(eq(outbox.id, message.id));
        const entry = {
          outbox: { id: message.id, kind: message.kind, attempts: message.attempts, error: lastError },
        };
        if (givingUp) log.error(entry, 'a message could not be sent and will not be tried again');
        else log.warn(entry, 'a message could not be sent; trying again later');
      }
    }
    return result;
  }

  /** One run unless one is in progress; failures of the run itself (the database) are logged. */
  function tick(): Promise<OutboxRunResult> {
    running ??= runOnce()
      .catch((error: unknown) => {
        log.warn({ err: error }, 'the outbox could not be read; trying again later');
        return { sent: 0, failed: 0 };
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    runOnce,
    start(intervalMs = OUTBOX_INTERVAL_MS) {
      if (timer || stopped) return;
      timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
      void tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
      transport.close?.();
    },
  };
}

// ---------------------------------------------------------------- messages

/**
 * The orders service's `confirmation`: the order's confirmation message, ready for the outbox.
 * Anyone may give any address at checkout, so at most `perRecipientPerHour` go to one address
 * in an hour; past that the order is placed without its email.
 */
export function orderConfirmations({
  origin,
  perRecipientPerHour,
}: {
  origin: string;
  perRecipientPerHour: number;
}) {
  return (order: Order): OutboxMessage => ({
    kind: 'order_confirmation',
    recipient: order.email,
    ...orderConfirmationMessage(order, { origin }),
    perRecipientPerHour,
  });
}
