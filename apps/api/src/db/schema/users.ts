import { ROLES } from '@better-deals/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Customers and staff: one table, told apart by role. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased (see the check), so equality is the case-insensitive match. */
    email: text('email').notNull(),
    /** Staff sign in with it; unique ignoring case. Customers have none. */
    username: text('username'),
    name: text('name'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('customer'),
    disabled: boolean('disabled').notNull().default(false),
    /** Carried in every token; bumping it (disable, role change) ends all tokens issued before. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('customer', 'admin', 'superadmin')`),
    // The staff list: a handful of rows among possibly many customers.
    index('users_staff_created_idx')
      .on(t.createdAt.desc(), t.id)
      .where(sql`role <> 'customer'`),
  ],
);

export type UserRow = typeof users.$inferSelect;
