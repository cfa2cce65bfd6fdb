import type {
  AdminMessageQuery,
  ContactMessage,
  ContactMessageFields,
  ContactMessageStatus,
} from '@better-deals/domain';
import { CONTACT_MESSAGES } from '@better-deals/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages, type ContactMessageRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import { enqueue } from '../outbox/outbox.service';
import type { ContactLimits } from './contact-limits';
import { replyEmail, storeNotice } from './contact-emails';

function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    orderNumber: row.orderNumber,
    subject: row.subject,
    message: row.message,
    status: row.status as ContactMessageStatus,
    createdAt: row.createdAt.toISOString(),
    repliedAt: row.repliedAt?.toISOString() ?? null,
  };
}

interface MessagePage {
  data: ContactMessage[];
  count: number;
  page: number;
  pages: number;
}

const notFound = () => new AppError('not_found', CONTACT_MESSAGES.notFound);

/** Messages from the Contact page: kept, emailed to the store, read and answered by staff. */
export function createContactService({
  db,
  limits,
  storeEmail,
  now = () => new Date(),
}: {
  db: Db;
  limits: ContactLimits;
  /** The store's inbox (config's `storeEmail`). */
  storeEmail: string;
  now?: () => Date;
}) {
  return {
    /**
     * Keeps a shopper's message and queues its email to the store's inbox in the same
     * transaction, so a message is never emailed without being kept, nor kept without its email.
     */
    async send(input: ContactMessageFields, { ip }: { ip: string }): Promise<{ _id: string }> {
      await limits.admit(ip);
      const sentAt = now();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactMessages)
          .values({ ...input, createdAt: sentAt })
          .returning({ id: contactMessages.id });
        if (!row) throw new Error('the message was not stored');
        await enqueue(tx, storeNotice(input, { storeEmail, sentAt }));
        return { _id: row.id };
      });
    },

    /** A page of messages, newest first, optionally only those with one status. */
    async list({ status, page, limit }: AdminMessageQuery): Promise<MessagePage> {
      const where = status ? eq(contactMessages.status, status) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(contactMessages).where(where),
      ]);
      const n = total?.n ?? 0;
      return { data: rows.map(toContactMessage), count: n, page, pages: Math.max(1, Math.ceil(n / limit)) };
    },

    /** Sets where a message stands (new, replied, closed). */
    async setStatus(id: string, status: ContactMessageStatus): Promise<ContactMessage> {
      const [row] = await db
        .update(contactMessages)
        .set({ status })
        .where(eq(contactMessages.id, id))
        .returning();
      if (!row) throw notFound();
      return toContactMessage(row);
    },

    /** Emails staff's reply to the sender (through the outbox) and marks the message replied. */
    async reply(id: string, body: string, { staffId }: { staffId: string }): Promise<ContactMessage> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(contactMessages)
          .set({ status: 'replied', repliedAt: now(), repliedBy: staffId })
          .where(eq(contactMessages.id, id))
          .returning();
        if (!row) throw notFound();
        await enqueue(tx, replyEmail(row, body));
        return toContactMessage(row);
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
