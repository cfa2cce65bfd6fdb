import { ROLES } from '@better-deals/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
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
    /** E.164 (+234…), from the account's Personal Information. */
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('customer'),
    disabled: boolean('disabled').notNull().default(false),
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
    // The Customers tab: newest first, and found by any part of the email, name or phone.
    // NULLS FIRST, as `ORDER BY … DESC` has it, or the index cannot give that order.
    index('users_customers_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`role = 'customer'`),
    index('users_customers_email_trgm_idx')
      .using('gin', t.email.op('gin_trgm_ops'))
      .where(sql`role = 'customer'`),
    index('users_customers_name_trgm_idx')
      .using('gin', t.name.op('gin_trgm_ops'))
      .where(sql`role = 'customer'`),
    index('users_customers_phone_trgm_idx')
      .using('gin', t.phone.op('gin_trgm_ops'))
      .where(sql`role = 'customer'`),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** A customer's delivery addresses (the Address Book); at most one is the default. */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    /** One of the 36 states or the Federal Capital Territory. */
    state: text('state').notNull(),
    /** A local government area of that state. */
    lga: text('lga').notNull(),
    /** City, town or area. */
    city: text('city').notNull(),
    street: text('street').notNull(),
    landmark: text('landmark'),
    postalCode: text('postal_code'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('addresses_one_default_idx')
      .on(t.userId)
      .where(sql`is_default`),
  ],
);

export type AddressRow = typeof addresses.$inferSelect;

/** Password-reset links: only a hash of each link's secret is kept; a link works once, for 30 minutes. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_unique').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

/** A signed-in customer's cart, kept on the server so it follows them across devices. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    /** Lines set aside with 'Save for later'. */
    savedForLater: boolean('saved_for_later').notNull().default(false),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 20`),
  ],
);

/** A signed-in customer's wishlist, kept on the server. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/**
 * Signed-in sessions, one per sign-in on a device. The refresh token is derived from the session's
 * secret and generation (decision 022), so only the generation moves when it is rotated; revoking
 * the row ends the session's access tokens at their next request, on every instance.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Random, never sent: refresh tokens are an HMAC over it, the id and the generation. */
    secret: text('secret').notNull(),
    /** Bumped on every refresh; a token of an earlier generation is a reuse. */
    generation: integer('generation').notNull().default(0),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why it ended: logout, signed_out, password_changed, password_reset, disabled, reuse. */
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    index('sessions_user_live_idx')
      .on(t.userId, t.lastSeenAt.desc())
      .where(sql`revoked_at is null`),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
