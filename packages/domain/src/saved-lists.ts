import { z } from 'zod';
import { MAX_LINE_QUANTITY } from './cart';
import { canonicalProductId, ProductImageSchema, type ProductImage } from './catalogue';

/** How many lines a saved cart holds, and how many products a saved wishlist. */
export const SAVED_LIST_LIMITS = { cartLines: 100, wishlistItems: 200 } as const;

// Any id is read (a browser may hold an old or odd one); one that is no product simply drops out.
const ProductId = z
  .string({ error: 'productId must be text.' })
  .trim()
  .min(1, { error: 'productId is required.' })
  .max(100, { error: 'productId must be at most 100 characters.' })
  .overwrite(canonicalProductId);

export const SavedCartLineInput = z.object({
  productId: ProductId,
  // More than a line may hold is read and capped, rather than refusing the whole cart.
  quantity: z
    .number({ error: 'quantity must be a whole number.' })
    .int({ error: 'quantity must be a whole number.' })
    .min(1, { error: 'quantity must be at least 1.' })
    .max(10_000, { error: 'quantity must be at most 10000.' }),
  savedForLater: z.boolean({ error: 'savedForLater must be true or false.' }).optional().default(false),
});
export type SavedCartLineInput = z.input<typeof SavedCartLineInput>;

/** A browser's cart sent to be saved (PUT) or merged (POST …/merge): cart lines and saved lines. */
export const SavedCartInput = z.object({
  items: z.array(SavedCartLineInput, { error: 'items must be a list.' }).max(SAVED_LIST_LIMITS.cartLines, {
    error: `items must hold at most ${SAVED_LIST_LIMITS.cartLines} lines.`,
  }),
});
export type SavedCartInput = z.output<typeof SavedCartInput>;

/** A browser's wishlist sent to be saved (PUT) or merged (POST …/merge): product ids, oldest first. */
export const SavedWishlistInput = z.object({
  productIds: z
    .array(ProductId, { error: 'productIds must be a list.' })
    .max(SAVED_LIST_LIMITS.wishlistItems, {
      error: `productIds must hold at most ${SAVED_LIST_LIMITS.wishlistItems} products.`,
    }),
});
export type SavedWishlistInput = z.output<typeof SavedWishlistInput>;

/** What the store shows of a saved product: current title, price (naira), images and stock. */
export interface SavedProduct {
  _id: string;
  title: string;
  price: number;
  originalPrice: number | null;
  brand: string;
  images: ProductImage[];
  stock: number;
}

/** A saved cart line as the API answers it. */
export interface SavedCartItem extends SavedProduct {
  quantity: number;
  savedForLater: boolean;
}

export interface SavedCart {
  items: SavedCartItem[];
}

export interface SavedWishlist {
  items: SavedProduct[];
}

export const SavedProductSchema = z.object({
  _id: z.string(),
  title: z.string(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  brand: z.string(),
  images: z.array(ProductImageSchema),
  stock: z.number().int(),
}) satisfies z.ZodType<SavedProduct>;

export const SavedCartItemSchema = SavedProductSchema.extend({
  quantity: z.number().int(),
  savedForLater: z.boolean(),
}) satisfies z.ZodType<SavedCartItem>;

/** The saved cart as the API answers it: each line with its product's current details. */
export const SavedCartSchema = z.object({
  items: z.array(SavedCartItemSchema),
}) satisfies z.ZodType<SavedCart>;

/** The saved wishlist as the API answers it, oldest first. */
export const SavedWishlistSchema = z.object({
  items: z.array(SavedProductSchema),
}) satisfies z.ZodType<SavedWishlist>;

/** One line of a cart as the merge rule sees it. */
export interface SavedCartLine {
  productId: string;
  quantity: number;
  savedForLater: boolean;
}

/** The stock of a product for sale, or null when it is no longer for sale (gone, or not active). */
export type StockOf = (productId: string) => number | null | undefined;

/** One line per product: repeats are folded into the first (the larger quantity, in the cart if either is). */
function byProduct(lines: readonly SavedCartLine[]): Map<string, SavedCartLine> {
  const map = new Map<string, SavedCartLine>();
  for (const line of lines) {
    const seen = map.get(line.productId);
    map.set(
      line.productId,
      seen
        ? {
            productId: line.productId,
            quantity: Math.max(seen.quantity, line.quantity),
            savedForLater: seen.savedForLater && line.savedForLater,
          }
        : { ...line },
    );
  }
  return map;
}

/**
 * A line made to fit what is for sale: null when the product is not; in the cart, at most the
 * stock and MAX_LINE_QUANTITY; a cart line whose product is out of stock is set aside for later
 * (kept, not dropped), and a saved line keeps its quantity within the same bounds when it can.
 */
function fitted(line: SavedCartLine, stockOf: StockOf): SavedCartLine | null {
  const stock = stockOf(line.productId);
  if (stock === null || stock === undefined) return null;
  const limit = Math.min(Math.max(0, Math.floor(stock)), MAX_LINE_QUANTITY);
  const quantity = Math.max(1, Math.min(Math.floor(line.quantity), limit > 0 ? limit : MAX_LINE_QUANTITY));
  return { productId: line.productId, quantity, savedForLater: line.savedForLater || limit === 0 };
}

/**
 * The signed-in shopper's saved cart merged with the browser's (on sign-in). No line is lost: every
 * product of either cart is kept, the browser's lines first in their order, then the server's
 * others in theirs. A product in both keeps the larger quantity, not the sum: the two are
 * usually the same wish recorded twice (the browser often holds an older copy of the saved cart
 * itself), and summing would double it at every sign-in. It stays in the cart if either had it
 * there. Quantities are capped at the stock and MAX_LINE_QUANTITY; out-of-stock lines are set
 * aside for later; products no longer for sale are dropped; at most SAVED_LIST_LIMITS.cartLines
 * lines are kept (the browser's first).
 */
export function mergeCarts(
  server: readonly SavedCartLine[],
  browser: readonly SavedCartLine[],
  stockOf: StockOf,
): SavedCartLine[] {
  const fromServer = byProduct(server);
  const fromBrowser = byProduct(browser);
  const merged: SavedCartLine[] = [];
  for (const line of fromBrowser.values()) {
    const other = fromServer.get(line.productId);
    merged.push(
      other
        ? {
            productId: line.productId,
            quantity: Math.max(line.quantity, other.quantity),
            savedForLater: line.savedForLater && other.savedForLater,
          }
        : line,
    );
  }
  for (const line of fromServer.values()) if (!fromBrowser.has(line.productId)) merged.push(line);
  return merged
    .map((line) => fitted(line, stockOf))
    .filter((line): line is SavedCartLine => line !== null)
    .slice(0, SAVED_LIST_LIMITS.cartLines);
}

/** A cart saved as it is (PUT): one line per product, fitted to what is for sale, like a merge. */
export function fitCart(lines: readonly SavedCartLine[], stockOf: StockOf): SavedCartLine[] {
  return mergeCarts([], lines, stockOf);
}

/**
 * The saved wishlist merged with the browser's: every product of either, the saved ones first
 * (they were added earlier), then the browser's others in their order; products no longer for
 * sale dropped; at most SAVED_LIST_LIMITS.wishlistItems kept.
 */
export function mergeWishlists(
  server: readonly string[],
  browser: readonly string[],
  forSale: (productId: string) => boolean,
): string[] {
  return [...new Set([...server, ...browser])].filter(forSale).slice(0, SAVED_LIST_LIMITS.wishlistItems);
}
