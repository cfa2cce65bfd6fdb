import type { SavedCart, SavedWishlist } from '@better-deals/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, type ProductRow } from '../../db/schema/index';
import { signInAs, type SignedIn } from '../../test/auth-helpers';
import { insertProducts, productRow } from '../../test/product-factory';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let phone: ProductRow;
let kettle: ProductRow;
let fan: ProductRow;
let blender: ProductRow;
let draft: ProductRow;

interface Body<T> {
  success: boolean;
  message?: string;
  data: T;
}

function call(who: SignedIn | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
}

async function ok<T>(who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Body<T>>().data;
}

const cartOf = (who: SignedIn) => ok<SavedCart>(who, 'GET', '/api/account/cart');
const wishlistOf = (who: SignedIn) => ok<SavedWishlist>(who, 'GET', '/api/account/wishlist');
const lines = (cart: SavedCart) => cart.items.map((i) => [i.title, i.quantity, i.savedForLater]);
const titles = (list: SavedWishlist) => list.items.map((i) => i.title);

beforeAll(async () => {
  t = await createTestApp();
  [phone, kettle, fan, blender, draft] = (await insertProducts(t.database.db, [
    productRow({ title: 'Phone', price: 125_000, originalPrice: 150_000, stock: 30 }),
    productRow({ title: 'Kettle', price: 18_500, stock: 12 }),
    productRow({ title: 'Fan', price: 42_000, stock: 3 }),
    productRow({ title: 'Blender', price: 36_000, stock: 0 }),
    productRow({ title: 'Draft', stock: 5, status: 'draft' }),
  ])) as [ProductRow, ProductRow, ProductRow, ProductRow, ProductRow];
});

afterAll(async () => {
  await t.close();
});

describe('a customer’s saved cart and wishlist', () => {
  it('are for signed-in people only', async () => {
    const anonymous = [
      await call(null, 'GET', '/api/account/cart'),
      await call(null, 'PUT', '/api/account/cart', { items: [] }),
      await call(null, 'POST', '/api/account/cart/merge', { items: [] }),
      await call(null, 'GET', '/api/account/wishlist'),
      await call(null, 'PUT', '/api/account/wishlist', { productIds: [] }),
      await call(null, 'POST', '/api/account/wishlist/merge', { productIds: [] }),
    ];
    for (const res of anonymous) expect(res.statusCode).toBe(401);
  });

  it('start empty, and answer what the cart needs of each product in naira', async () => {
    const shopper = await signInAs(t, 'customer');
    expect(await cartOf(shopper)).toEqual({ items: [] });
    expect(await wishlistOf(shopper)).toEqual({ items: [] });

    await ok(shopper, 'PUT', '/api/account/cart', { items: [{ productId: phone.id, quantity: 2 }] });
    const res = await call(shopper, 'GET', '/api/account/cart');
    expect(res.headers['cache-control']).toContain('private');
    expect(res.json<Body<SavedCart>>().data.items).toEqual([
      {
        _id: phone.id,
        title: 'Phone',
        price: 125_000,
        originalPrice: 150_000,
        brand: 'Testco',
        images: phone.images,
        stock: 30,
        quantity: 2,
        savedForLater: false,
      },
    ]);
  });

  it('merge keeps every line of both carts, caps by stock and drops products no longer for sale', async () => {
    const shopper = await signInAs(t, 'customer');
    await ok(shopper, 'PUT', '/api/account/cart', {
      items: [
        { productId: kettle.id, quantity: 1 },
        { productId: phone.id, quantity: 3 },
      ],
    });

    const merged = await ok<SavedCart>(shopper, 'POST', '/api/account/cart/merge', {
      items: [
        { productId: fan.id, quantity: 5 },
        { productId: phone.id, quantity: 1 },
        { productId: draft.id, quantity: 1 },
        { productId: blender.id, quantity: 2 },
        { productId: 'not-a-product', quantity: 1 },
        { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
      ],
    });
    const expected = [
      ['Fan', 3, false], // capped at the 3 in stock
      ['Phone', 3, false], // in both: the larger quantity
      ['Blender', 2, true], // out of stock: set aside for later, not lost
      ['Kettle', 1, false], // only on the server: kept, after the browser's lines
    ];
    expect(lines(merged)).toEqual(expected);
    // What the merge answered is what is saved.
    expect(lines(await cartOf(shopper))).toEqual(expected);
  });

  it('keeps the browser’s lines when the customer had no saved cart yet', async () => {
    const shopper = await signInAs(t, 'customer');
    const merged = await ok<SavedCart>(shopper, 'POST', '/api/account/cart/merge', {
      items: [{ productId: kettle.id, quantity: 2, savedForLater: true }],
    });
    expect(lines(merged)).toEqual([['Kettle', 2, true]]);
  });

  it('saving replaces the cart, capped by stock and at 20 a line', async () => {
    const shopper = await signInAs(t, 'customer');
    await ok(shopper, 'PUT', '/api/account/cart', { items: [{ productId: kettle.id, quantity: 1 }] });
    const saved = await ok<SavedCart>(shopper, 'PUT', '/api/account/cart', {
      items: [
        { productId: phone.id, quantity: 25 },
        { productId: fan.id, quantity: 9 },
      ],
    });
    expect(lines(saved)).toEqual([
      ['Phone', 20, false],
      ['Fan', 3, false],
    ]);
    expect(lines(await cartOf(shopper))).toEqual(lines(saved));
    await ok(shopper, 'PUT', '/api/account/cart', { items: [] });
    expect(await cartOf(shopper)).toEqual({ items: [] });
  });

  it('refuses a malformed cart or wishlist, naming the field', async () => {
    const shopper = await signInAs(t, 'customer');
    const badQuantity = await call(shopper, 'PUT', '/api/account/cart', {
      items: [{ productId: phone.id, quantity: 0 }],
    });
    expect(badQuantity.statusCode).toBe(400);
    expect(badQuantity.json<Body<unknown>>().message).toContain('quantity');
    const tooMany = await call(shopper, 'PUT', '/api/account/wishlist', {
      productIds: Array.from({ length: 201 }, () => phone.id),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<Body<unknown>>().message).toContain('productIds');
  });

  it('a product taken off sale drops out of a saved cart and wishlist when they are read', async () => {
    const shopper = await signInAs(t, 'customer');
    const [soon] = await insertProducts(t.database.db, [productRow({ title: 'Soon gone', stock: 4 })]);
    if (!soon) throw new Error('no product');
    await ok(shopper, 'PUT', '/api/account/cart', { items: [{ productId: soon.id, quantity: 1 }] });
    await ok(shopper, 'PUT', '/api/account/wishlist', { productIds: [soon.id, kettle.id] });
    await t.database.db.update(products).set({ status: 'archived' }).where(eq(products.id, soon.id));
    expect(await cartOf(shopper)).toEqual({ items: [] });
    expect(titles(await wishlistOf(shopper))).toEqual(['Kettle']);
  });

  it('wishlist merge is the union: the saved products first, then the browser’s others', async () => {
    const shopper = await signInAs(t, 'customer');
    await ok(shopper, 'PUT', '/api/account/wishlist', { productIds: [kettle.id, phone.id] });
    const merged = await ok<SavedWishlist>(shopper, 'POST', '/api/account/wishlist/merge', {
      productIds: [fan.id, phone.id, draft.id],
    });
    expect(titles(merged)).toEqual(['Kettle', 'Phone', 'Fan']);
    expect(titles(await wishlistOf(shopper))).toEqual(['Kettle', 'Phone', 'Fan']);

    // Saving the list as the browser now holds it: a removal sticks, an addition goes last.
    await ok(shopper, 'PUT', '/api/account/wishlist', { productIds: [kettle.id, fan.id, blender.id] });
    expect(titles(await wishlistOf(shopper))).toEqual(['Kettle', 'Fan', 'Blender']);
  });

  it('another customer’s lists are their own', async () => {
    const ada = await signInAs(t, 'customer');
    const bayo = await signInAs(t, 'customer');
    await ok(ada, 'PUT', '/api/account/cart', { items: [{ productId: phone.id, quantity: 1 }] });
    await ok(ada, 'PUT', '/api/account/wishlist', { productIds: [kettle.id] });
    await ok(bayo, 'POST', '/api/account/cart/merge', { items: [{ productId: fan.id, quantity: 1 }] });

    expect(lines(await cartOf(ada))).toEqual([['Phone', 1, false]]);
    expect(lines(await cartOf(bayo))).toEqual([['Fan', 1, false]]);
    expect(await wishlistOf(bayo)).toEqual({ items: [] });
    expect(titles(await wishlistOf(ada))).toEqual(['Kettle']);
  });

  it('staff may keep lists too', async () => {
    const admin = await signInAs(t, 'admin');
    await ok(admin, 'PUT', '/api/account/wishlist', { productIds: [phone.id] });
    expect(titles(await wishlistOf(admin))).toEqual(['Phone']);
  });
});
