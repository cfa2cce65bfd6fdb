import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from './cart';
import {
  fitCart,
  mergeCarts,
  mergeWishlists,
  SAVED_LIST_LIMITS,
  SavedCartInput,
  SavedWishlistInput,
  type SavedCartLine,
} from './saved-lists';

const line = (productId: string, quantity: number, savedForLater = false): SavedCartLine => ({
  productId,
  quantity,
  savedForLater,
});

/** Plenty of everything, except what a test names; `null` means no longer for sale. */
const stock =
  (levels: Record<string, number | null> = {}) =>
  (id: string) =>
    id in levels ? levels[id] : 50;

describe('the merge of carts on sign-in', () => {
  it('keeps every line of both carts, the browser’s first in its order, then the saved cart’s others', () => {
    const server = [line('kettle', 1), line('iron', 2)];
    const browser = [line('phone', 1), line('case', 3)];
    expect(mergeCarts(server, browser, stock())).toEqual([
      line('phone', 1),
      line('case', 3),
      line('kettle', 1),
      line('iron', 2),
    ]);
  });

  it('keeps the larger quantity of a product in both, so signing in again never doubles it', () => {
    const server = [line('phone', 2), line('case', 5)];
    const browser = [line('case', 1), line('phone', 4)];
    const merged = mergeCarts(server, browser, stock());
    expect(merged).toEqual([line('case', 5), line('phone', 4)]);
    // The browser holding a copy of the merged cart (the next sign-in) changes nothing.
    expect(mergeCarts(merged, merged, stock())).toEqual(merged);
  });

  it('caps each line at the stock left and at the most a line may hold', () => {
    const merged = mergeCarts([line('fan', 9)], [line('tv', 30), line('fan', 4)], stock({ fan: 6 }));
    expect(merged).toEqual([line('tv', MAX_LINE_QUANTITY), line('fan', 6)]);
  });

  it('drops lines of products no longer for sale', () => {
    const merged = mergeCarts([line('gone', 1)], [line('archived', 2), line('phone', 1)], (id) =>
      id === 'phone' ? 5 : id === 'archived' ? null : undefined,
    );
    expect(merged).toEqual([line('phone', 1)]);
  });

  it('sets aside for later a line whose product is out of stock, rather than losing it', () => {
    const merged = mergeCarts([], [line('blender', 2)], stock({ blender: 0 }));
    expect(merged).toEqual([line('blender', 2, true)]);
  });

  it('keeps a product in the cart when either side has it there, saved for later only when both do', () => {
    const server = [line('a', 1, true), line('b', 1, true)];
    const browser = [line('a', 2), line('b', 1, true)];
    expect(mergeCarts(server, browser, stock())).toEqual([line('a', 2), line('b', 1, true)]);
  });

  it('folds repeated lines of one product into one', () => {
    expect(mergeCarts([], [line('a', 1), line('b', 1), line('a', 3)], stock())).toEqual([
      line('a', 3),
      line('b', 1),
    ]);
  });

  it('keeps no more lines than a saved cart holds, the browser’s first', () => {
    const browser = Array.from({ length: SAVED_LIST_LIMITS.cartLines }, (_, i) => line(`b${i}`, 1));
    const merged = mergeCarts([line('server-only', 1)], browser, stock());
    expect(merged).toHaveLength(SAVED_LIST_LIMITS.cartLines);
    expect(merged.at(-1)?.productId).toBe(`b${SAVED_LIST_LIMITS.cartLines - 1}`);
  });

  it('fits a cart saved as it is by the same rule', () => {
    expect(fitCart([line('a', 25), line('gone', 1)], stock({ gone: null }))).toEqual([line('a', 20)]);
  });
});

describe('the merge of wishlists on sign-in', () => {
  it('is the union: the saved list first, then the browser’s others, without what is no longer for sale', () => {
    expect(mergeWishlists(['a', 'b'], ['c', 'a', 'gone'], (id) => id !== 'gone')).toEqual(['a', 'b', 'c']);
  });
});

describe('the saved-list contracts', () => {
  it('reads a cart: saved for later defaults to false; quantities must be whole and positive', () => {
    expect(SavedCartInput.parse({ items: [{ productId: 'p', quantity: 2 }] })).toEqual({
      items: [{ productId: 'p', quantity: 2, savedForLater: false }],
    });
    expect(SavedCartInput.safeParse({ items: [{ productId: 'p', quantity: 0 }] }).success).toBe(false);
    expect(SavedCartInput.safeParse({ items: [{ productId: 'p', quantity: 1.5 }] }).success).toBe(false);
  });

  it('refuses more lines or products than a saved list holds', () => {
    const items = Array.from({ length: SAVED_LIST_LIMITS.cartLines + 1 }, (_, i) => ({
      productId: `p${i}`,
      quantity: 1,
    }));
    expect(SavedCartInput.safeParse({ items }).success).toBe(false);
    const productIds = Array.from({ length: SAVED_LIST_LIMITS.wishlistItems + 1 }, (_, i) => `p${i}`);
    expect(SavedWishlistInput.safeParse({ productIds }).success).toBe(false);
    expect(SavedWishlistInput.safeParse({ productIds: productIds.slice(1) }).success).toBe(true);
  });
});
