import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema/index';

export const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

export const message = (recipient: string) => ({
  kind: 'order_confirmation',
  recipient,
  subject: 'Your Better Deals order BD-2345AB',
  body: 'Thank you.',
});

/** Empties the outbox before a test; returns the clock the test starts at. */
export async function emptyOutbox(database: Database): Promise<Date> {
  await database.db.delete(outbox);
  // Ahead of the database's own clock, so a message queued just now is due.
  return new Date(Date.now() + 1000);
}

/** Reading the outbox's rows, for the file's database once it is open. */
export function outboxRows(current: () => Database) {
  async function row(recipient: string) {
    const [r] = await current().db.select().from(outbox).where(eq(outbox.recipient, recipient));
    if (!r) throw new Error('no outbox row');
    return r;
  }
  return { row };
}
