import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Messages shoppers send from the Contact page, and where each stands with staff. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    orderNumber: text('order_number'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** The staff member who last replied; kept when their account goes. */
    repliedBy: uuid('replied_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // Staff read them newest first, all or one status at a time.
    index('contact_messages_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('contact_messages_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    check('contact_messages_status_check', sql`${t.status} in ('new', 'replied', 'closed')`),
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
