import { STORAGE_KEYS } from '@better-deals/domain';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { makeProduct, memoryStorage } from '../../lib/test-helpers';
import { parseWishlist, wishlistActions, wishlistReducer } from './wishlist-slice';

const lamp = makeProduct({ _id: 'lamp', title: 'Lamp', price: 12_000, originalPrice: 15_000 });
const mug = makeProduct({ _id: 'mug', title: 'Mug', price: 3_000 });
const start = wishlistReducer(undefined, { type: '@@init' });

describe('wishlist slice', () => {
  it('starts empty', () => {
    expect(start.items).toEqual([]);
  });

  it('adds a product with what the account area shows', () => {
    const state = wishlistReducer(start, wishlistActions.add(lamp));
    expect(state.items).toEqual([
      {
        _id: 'lamp',
        title: 'Lamp',
        price: 12_000,
        originalPrice: 15_000,
        brand: 'Acme',
        images: [lamp.images[0]],
      },
    ]);
  });

  it('adding a product already present does nothing', () => {
    let state = wishlistReducer(start, wishlistActions.add(lamp));
    state = wishlistReducer(state, wishlistActions.add({ ...lamp, title: 'Other title' }));
    expect(state.items).toHaveLength(1);
    expect(state.items[0]?.title).toBe('Lamp');
  });

  it('removes by _id', () => {
    let state = wishlistReducer(start, wishlistActions.add(lamp));
    state = wishlistReducer(state, wishlistActions.add(mug));
    state = wishlistReducer(state, wishlistActions.remove('lamp'));
    expect(state.items.map((i) => i._id)).toEqual(['mug']);
  });

  it('the heart toggles: add when absent, remove when present', () => {
    let state = wishlistReducer(start, wishlistActions.toggle(mug));
    expect(state.items.map((i) => i._id)).toEqual(['mug']);
    state = wishlistReducer(state, wishlistActions.toggle(mug));
    expect(state.items).toEqual([]);
  });
});

describe('wishlist storage', () => {
  it('saves the list of items under wishlist and restores it at start', () => {
    const { backend, storage } = memoryStorage();
    makeStore({ storage }).dispatch(wishlistActions.add(mug));
    const saved = JSON.parse(backend.data.get(STORAGE_KEYS.wishlist) ?? 'null') as unknown;
    expect(saved).toEqual([expect.objectContaining({ _id: 'mug', title: 'Mug', price: 3_000 })]);
    expect(makeStore({ storage }).getState().wishlist.items).toEqual([
      expect.objectContaining({ _id: 'mug', title: 'Mug', price: 3_000 }),
    ]);
  });

  it("reads the spec's plain list of product ids", () => {
    expect(parseWishlist('["a","b","a",""]').items).toEqual([{ _id: 'a' }, { _id: 'b' }]);
  });

  it('drops unreadable entries and keeps the rest', () => {
    const raw = JSON.stringify([
      { _id: 'ok', title: 'OK', price: 5, images: [{ url: '/x.webp' }, { nope: 1 }] },
      { title: 'no id' },
      7,
      { _id: 'odd', price: 'cheap' },
    ]);
    expect(parseWishlist(raw).items).toEqual([
      { _id: 'ok', title: 'OK', price: 5, images: [{ url: '/x.webp' }] },
      { _id: 'odd' },
    ]);
  });

  it.each(['{bad json', '{"items":[]}', '12', 'null'])('starts empty when storage holds %s', (raw) => {
    const { storage } = memoryStorage({ [STORAGE_KEYS.wishlist]: raw });
    expect(makeStore({ storage }).getState().wishlist.items).toEqual([]);
  });
});

describe('the wishlist replaced by the signed-in shopper’s saved one', () => {
  it('holds the saved products, in their order, keeping what a row shows', () => {
    const before = wishlistReducer(start, wishlistActions.add(mug));
    const after = wishlistReducer(before, wishlistActions.replacedBySaved([lamp, mug]));
    expect(after.items.map((i) => i._id)).toEqual(['lamp', 'mug']);
    expect(after.items[0]).toMatchObject({ title: 'Lamp', price: 12_000, originalPrice: 15_000 });
  });
});
