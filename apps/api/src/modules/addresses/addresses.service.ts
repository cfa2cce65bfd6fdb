import {
  ADDRESS_LIMITS,
  ADDRESS_MESSAGES,
  type Address,
  type AddressInput,
  type NigerianState,
} from '@better-deals/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, users, type AddressRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { Tx } from '../audit/audit.service';

function toAddress(row: AddressRow): Address {
  return {
    _id: row.id,
    fullName: row.fullName,
    phone: row.phone,
    state: row.state as NigerianState,
    lga: row.lga,
    city: row.city,
    street: row.street,
    landmark: row.landmark,
    postalCode: row.postalCode,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored columns of an address as the contract reads it (the default flag is decided apart). */
function columns(input: AddressInput) {
  const { fullName, phone, state, lga, city, street, landmark, postalCode } = input;
  return { fullName, phone, state, lga, city, street, landmark, postalCode };
}

const notFound = () => new AppError('not_found', ADDRESS_MESSAGES.notFound, 'address_not_found');

/**
 * Serialises one customer's address-book changes (on every instance sharing the database), so
 * the limit and the one-default rule are checked and applied by one change at a time. The
 * lock does not block sign-in or foreign-key checks on the user's row.
 */
async function lockBook(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

async function ownAddress(tx: Tx, userId: string, id: string): Promise<AddressRow> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  if (!row) throw notFound();
  return row;
}

/** The default flag off every address of the customer's (before another takes it). */
async function clearDefault(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}

/**
 * A customer's address book: at most ADDRESS_LIMITS.perCustomer addresses, and exactly one
 * default whenever there is any (the first one added; the newest left when the default goes).
 * Another customer's address is "not found", never "forbidden".
 */
export function createAddressesService({ db }: { db: Db }) {
  return {
    /** The customer's addresses: the default first, then the newest. */
    async list(userId: string): Promise<Address[]> {
      const rows = await db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
      return rows.map(toAddress);
    },

    /** Adds an address; the first one, or one sent with `isDefault`, becomes the default. */
    async create(userId: string, input: AddressInput): Promise<Address> {
      return db.transaction(async (tx) => {
        await lockBook(tx, userId);
        const [held] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
        const n = held?.n ?? 0;
        if (n >= ADDRESS_LIMITS.perCustomer) {
          throw new AppError('conflict', ADDRESS_MESSAGES.tooMany, 'address_limit');
        }
        const isDefault = n === 0 || input.isDefault === true;
        if (isDefault) await clearDefault(tx, userId);
        const [row] = await tx
          .insert(addresses)
          .values({ ...columns(input), userId, isDefault })
          .returning();
        if (!row) throw new Error('address insert returned nothing');
        return toAddress(row);
      });
    },

    /**
     * Replaces an address's details. `isDefault: true` makes it the default; the default stays
     * the default otherwise (another one is chosen by making that one the default).
     */
    async update(userId: string, id: string, input: AddressInput): Promise<Address> {
      return db.transaction(async (tx) => {
        await lockBook(tx, userId);
        const current = await ownAddress(tx, userId, id);
        const isDefault = current.isDefault || input.isDefault === true;
        if (isDefault && !current.isDefault) await clearDefault(tx, userId);
        const [row] = await tx
          .update(addresses)
          .set({ ...columns(input), isDefault, updatedAt: sql`now()` })
          .where(eq(addresses.id, id))
          .returning();
        if (!row) throw notFound();
        return toAddress(row);
      });
    },

    /** Makes one address the default, in place of the one before, in one transaction. */
    async setDefault(userId: string, id: string): Promise<Address> {
      return db.transaction(async (tx) => {
        await lockBook(tx, userId);
        const current = await ownAddress(tx, userId, id);
        if (current.isDefault) return toAddress(current);
        await clearDefault(tx, userId);
        const [row] = await tx
          .update(addresses)
          .set({ isDefault: true, updatedAt: sql`now()` })
          .where(eq(addresses.id, id))
          .returning();
        if (!row) throw notFound();
        return toAddress(row);
      });
    },

    /** Deletes an address; when it was the default, the newest one left takes its place. */
    async remove(userId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await lockBook(tx, userId);
        const [gone] = await tx
          .delete(addresses)
          .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
          .returning({ isDefault: addresses.isDefault });
        if (!gone) throw notFound();
        if (!gone.isDefault) return;
        const [newest] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(eq(addresses.userId, userId))
          .orderBy(desc(addresses.createdAt), desc(addresses.id))
          .limit(1);
        if (newest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
      });
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
