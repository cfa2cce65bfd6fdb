import {
  DEFAULT_BRAND,
  fitCart,
  mergeCarts,
  mergeWishlists,
  type SavedCart,
  type SavedCartInput,
  type SavedCartLine,
  type SavedProduct,
  type SavedWishlist,
  type SavedWishlistInput,
} from '@better-deals/domain';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activeProduct, cartItems, products, users, wishlistItems } from '../../db/schema/index';
import type { Tx } from '../audit/audit.service';

// Product ids are UUIDs; anything else a browser sends is no product and is never queried.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const naira = (kobo: number) => kobo / 100;

/** The active products among `ids`, by id, as a saved list shows them. */
async function forSale(tx: Db | Tx, ids: readonly string[]): Promise<Map<string, SavedProduct>> {
  const wanted = [...new Set(ids.filter((id) => UUID.test(id)).map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({
      id: products.id,
      title: products.title,
      priceKobo: products.priceKobo,
      originalPriceKobo: products.originalPriceKobo,
      brand: products.brand,
      images: products.images,
      stock: products.stock,
    })
    .from(products)
    .where(and(inArray(products.id, wanted), activeProduct));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        _id: row.id,
        title: row.title,
        price: naira(row.priceKobo),
        originalPrice: row.originalPriceKobo === null ? null : naira(row.originalPriceKobo),
        brand: row.brand || DEFAULT_BRAND,
        images: row.images,
        stock: row.stock,
      },
    ]),
  );
}

const normalised = <T extends { productId: string }>(line: T): T => ({
  ...line,
  productId: line.productId.toLowerCase(),
});

/**
 * Serialises one customer's saved-list writes (two tabs signing in at once, say), on every
 * instance sharing the database; the lock does not block sign-in or foreign-key checks.
 */
async function lockOwner(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

async function storedCart(tx: Db | Tx, userId: string): Promise<SavedCartLine[]> {
  return tx
    .select({
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      savedForLater: cartItems.savedForLater,
    })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.position), asc(cartItems.productId));
}

async function storedWishlist(tx: Db | Tx, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.addedAt), asc(wishlistItems.productId));
  return rows.map((r) => r.productId);
}

/** The stored cart replaced by `lines` (already fitted), in their order. */
async function writeCart(tx: Tx, userId: string, lines: readonly SavedCartLine[]): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
  if (lines.length === 0) return;
  const updatedAt = new Date();
  await tx.insert(cartItems).values(
    lines.map((line, position) => ({
      userId,
      productId: line.productId,
      quantity: line.quantity,
      savedForLater: line.savedForLater,
      position,
      updatedAt,
    })),
  );
}

/**
 * The stored wishlist made `ids`: entries already there keep when they were added, new ones are
 * added now in the given order (a millisecond apart, so the list reads back in that order).
 */
async function writeWishlist(tx: Tx, userId: string, ids: readonly string[]): Promise<void> {
  const owned = eq(wishlistItems.userId, userId);
  await tx
    .delete(wishlistItems)
    .where(ids.length === 0 ? owned : and(owned, notInArray(wishlistItems.productId, [...ids])));
  if (ids.length === 0) return;
  const now = Date.now();
  await tx
    .insert(wishlistItems)
    .values(ids.map((productId, i) => ({ userId, productId, addedAt: new Date(now + i) })))
    .onConflictDoNothing();
}

function cartAnswer(lines: readonly SavedCartLine[], shelf: Map<string, SavedProduct>): SavedCart {
  return {
    items: lines.flatMap((line) => {
      const product = shelf.get(line.productId);
      return product ? [{ ...product, quantity: line.quantity, savedForLater: line.savedForLater }] : [];
    }),
  };
}

function wishlistAnswer(ids: readonly string[], shelf: Map<string, SavedProduct>): SavedWishlist {
  return { items: ids.flatMap((id) => shelf.get(id) ?? []) };
}

const stockIn = (shelf: Map<string, SavedProduct>) => (id: string) => shelf.get(id)?.stock ?? null;

/**
 * A signed-in customer's cart and wishlist kept on the server, so they follow the customer to
 * any device. Products are not referenced by key on purpose: one deleted or no longer active
 * simply drops out when the list is read.
 */
export function createSavedListsService({ db }: { db: Db }) {
  return {
    /** The saved cart with each product's current details; products no longer for sale left out. */
    async cart(userId: string): Promise<SavedCart> {
      const lines = await storedCart(db, userId);
      return cartAnswer(
        lines,
        await forSale(
          db,
          lines.map((l) => l.productId),
        ),
      );
    },

    /** Replaces the saved cart (the browser's, after a change): fitted to the stock, in its order. */
    async saveCart(userId: string, input: SavedCartInput): Promise<SavedCart> {
      return db.transaction(async (tx) => {
        await lockOwner(tx, userId);
        const browser = input.items.map(normalised);
        const shelf = await forSale(
          tx,
          browser.map((l) => l.productId),
        );
        const lines = fitCart(browser, stockIn(shelf));
        await writeCart(tx, userId, lines);
        return cartAnswer(lines, shelf);
      });
    },

    /** The browser's cart merged into the saved one on sign-in (see mergeCarts); answers the result. */
    async mergeCart(userId: string, input: SavedCartInput): Promise<SavedCart> {
      return db.transaction(async (tx) => {
        await lockOwner(tx, userId);
        const server = await storedCart(tx, userId);
        const browser = input.items.map(normalised);
        const shelf = await forSale(
          tx,
          [...server, ...browser].map((l) => l.productId),
        );
        const lines = mergeCarts(server, browser, stockIn(shelf));
        await writeCart(tx, userId, lines);
        return cartAnswer(lines, shelf);
      });
    },

    /** The saved wishlist, oldest first, with each product's current details. */
    async wishlist(userId: string): Promise<SavedWishlist> {
      const ids = await storedWishlist(db, userId);
      return wishlistAnswer(ids, await forSale(db, ids));
    },

    /** Replaces the saved wishlist with the browser's (products no longer for sale left out). */
    async saveWishlist(userId: string, input: SavedWishlistInput): Promise<SavedWishlist> {
      return db.transaction(async (tx) => {
        await lockOwner(tx, userId);
        const browser = input.productIds.map((id) => id.toLowerCase());
        const shelf = await forSale(tx, browser);
        const ids = mergeWishlists([], browser, (id) => shelf.has(id));
        await writeWishlist(tx, userId, ids);
        return wishlistAnswer(ids, shelf);
      });
    },

    /** The browser's wishlist merged into the saved one on sign-in: the union. */
    async mergeWishlist(userId: string, input: SavedWishlistInput): Promise<SavedWishlist> {
      return db.transaction(async (tx) => {
        await lockOwner(tx, userId);
        const server = await storedWishlist(tx, userId);
        const browser = input.productIds.map((id) => id.toLowerCase());
        const shelf = await forSale(tx, [...server, ...browser]);
        const ids = mergeWishlists(server, browser, (id) => shelf.has(id));
        await writeWishlist(tx, userId, ids);
        return wishlistAnswer(ids, shelf);
      });
    },
  };
}

export type SavedListsService = ReturnType<typeof createSavedListsService>;
