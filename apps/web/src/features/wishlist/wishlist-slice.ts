import { STORAGE_KEYS } from '@better-deals/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ImageLike } from '@better-deals/domain';
import type { SafeStorage } from '../../lib/storage';

/** What a wishlist entry keeps of a product: enough for the account area to show it. */
export interface WishlistItem {
  _id: string;
  /** Absent only for entries restored from an older list of bare ids. */
  title?: string;
  price?: number;
  originalPrice?: number | null;
  brand?: string;
  images?: ImageLike[];
}

/** What the store hands to the wishlist: a product, a flash deal or a cart line. */
export interface WishlistProduct {
  _id: string;
  title: string;
  price: number;
  originalPrice?: number | null;
  brand?: string;
  images?: readonly ImageLike[];
}

export interface WishlistState {
  items: WishlistItem[];
}

const initialState: WishlistState = { items: [] };

function toWishlistItem(product: WishlistProduct): WishlistItem {
  const { _id, title, price, originalPrice, brand, images } = product;
  return {
    _id,
    title,
    price,
    ...(originalPrice !== undefined && { originalPrice }),
    ...(brand !== undefined && { brand }),
    // The first image is all a wishlist row shows; the rest would only fill storage.
    ...(images && images[0] && { images: [{ ...images[0] }] }),
  };
}

const has = (state: WishlistState, id: string) => state.items.some((i) => i._id === id);

/** The wishlist (spec §4 Wishlist): items keyed by _id, added once, removed by _id. */
const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState,
  reducers: {
    /** Adds a product; one already present (same _id) is left as it is. */
    add(state, action: PayloadAction<WishlistProduct>) {
      if (!has(state, action.payload._id)) state.items.push(toWishlistItem(action.payload));
    },
    /** Removes the item with this _id. */
    remove(state, action: PayloadAction<string>) {
      state.items = state.items.filter((i) => i._id !== action.payload);
    },
    /** The heart on a card: adds the product, or removes it when present. */
    toggle(state, action: PayloadAction<WishlistProduct>) {
      if (has(state, action.payload._id)) {
        state.items = state.items.filter((i) => i._id !== action.payload._id);
      } else {
        state.items.push(toWishlistItem(action.payload));
      }
    },
    clear(state) {
      state.items = [];
    },
    /** The signed-in shopper's saved wishlist, merged with this browser's, takes its place. */
    replacedBySaved(state, action: PayloadAction<WishlistProduct[]>) {
      state.items = action.payload.map(toWishlistItem);
    },
    /** The wishlist another tab saved (payload: the stored value, checked here). */
    restored: (_state, action: PayloadAction<unknown>) => parseWishlist(action.payload),
  },
});

export const wishlistActions = wishlistSlice.actions;
export const wishlistReducer = wishlistSlice.reducer;

export const selectWishlist = (state: { wishlist: WishlistState }) => state.wishlist.items;
export const selectIsWishlisted = (state: { wishlist: WishlistState }, id: string) =>
  state.wishlist.items.some((i) => i._id === id);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function parseImage(v: unknown): ImageLike | undefined {
  if (!isObject(v) || typeof v.url !== 'string') return undefined;
  return {
    url: v.url,
    ...(typeof v.public_id === 'string' && { public_id: v.public_id }),
    ...(Array.isArray(v.widths) && v.widths.every(finite) && { widths: v.widths }),
    ...(finite(v.width) && { width: v.width }),
    ...(finite(v.height) && { height: v.height }),
  };
}

function parseItem(v: unknown): WishlistItem | undefined {
  // The spec's own format: a plain list of product ids.
  if (typeof v === 'string') return v ? { _id: v } : undefined;
  if (!isObject(v) || typeof v._id !== 'string' || v._id === '') return undefined;
  const images = Array.isArray(v.images)
    ? v.images.map(parseImage).filter((i): i is ImageLike => i !== undefined)
    : undefined;
  return {
    _id: v._id,
    ...(typeof v.title === 'string' && { title: v.title }),
    ...(finite(v.price) && { price: v.price }),
    ...((finite(v.originalPrice) || v.originalPrice === null) && {
      originalPrice: v.originalPrice as number | null,
    }),
    ...(typeof v.brand === 'string' && { brand: v.brand }),
    ...(images && images.length > 0 && { images }),
  };
}

/**
 * A wishlist from stored data: a list of items or of bare ids (JSON text or parsed). Unreadable
 * entries are dropped, duplicates kept once; anything else gives an empty wishlist.
 */
export function parseWishlist(raw: unknown): WishlistState {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return { items: [] };
    }
  }
  if (!Array.isArray(value)) return { items: [] };
  const seen = new Set<string>();
  const items: WishlistItem[] = [];
  for (const entry of value) {
    const item = parseItem(entry);
    if (!item || seen.has(item._id)) continue;
    seen.add(item._id);
    items.push(item);
  }
  return { items };
}

export function loadWishlist(storage: SafeStorage): WishlistState {
  return parseWishlist(storage.getString(STORAGE_KEYS.wishlist));
}

/** Saved as the list of items itself, so the key still holds a list as the spec describes. */
export function saveWishlist(storage: SafeStorage, wishlist: WishlistState): void {
  storage.setJSON(STORAGE_KEYS.wishlist, wishlist.items);
}
