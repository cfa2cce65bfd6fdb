import { describe, expect, it } from 'vitest';
import {
  addItem,
  type CartProduct,
  type CartState,
  changeQuantity,
  clearCart,
  initialCartState,
  lineTotal,
  orderTotals,
  parseCartItem,
  parseCartState,
  removeItem,
  VAT_RATE,
} from './cart';
import type { Product } from './catalogue';
import type { FlashDeal } from './flash-deals';

const phone: CartProduct = { _id: 'p1', title: 'Tecno Spark 20', price: 125_000 };
const cable: CartProduct = {
  _id: 'p2',
  title: 'USB-C cable',
  price: 0.1,
  images: [{ url: '/uploads/cable.webp' }],
};
const charger: CartProduct = { _id: 'p3', title: 'Charger', price: 0.2 };

const cartWith = (...products: CartProduct[]): CartState =>
  products.reduce<CartState>(addItem, initialCartState);

describe('the cart', () => {
  it('a new shopper starts with an empty cart and zero totals', () => {
    expect(initialCartState).toEqual({ items: [], totalQuantity: 0, totalAmount: 0 });
  });

  it('a shopper adds a phone and sees one line, quantity 1, total ₦125,000', () => {
    const cart = addItem(initialCartState, phone);
    expect(cart.items).toEqual([{ ...phone, quantity: 1 }]);
    expect(cart.totalQuantity).toBe(1);
    expect(cart.totalAmount).toBe(125_000);
  });

  it('adding the same phone again raises its quantity, not the number of lines', () => {
    const cart = cartWith(phone, phone);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.quantity).toBe(2);
    expect(cart.totalQuantity).toBe(2);
    expect(cart.totalAmount).toBe(250_000);
  });

  it('items priced ₦0.10 and ₦0.20 add up to exactly ₦0.30, not 0.30000000000000004', () => {
    expect(cartWith(cable, charger).totalAmount).toBe(0.3);
  });

  it('adding to the cart does not change the cart the shopper had before', () => {
    const before = addItem(initialCartState, phone);
    addItem(before, phone);
    expect(before.items[0]?.quantity).toBe(1);
    expect(initialCartState.items).toEqual([]);
  });

  it('a product or a flash deal from the API can go straight into the cart, keeping only cart fields', () => {
    const product: Product = {
      _id: 'p9',
      title: 'Blender',
      images: [{ url: '/u/b.webp', public_id: 'b', widths: [200, 400], width: 800, height: 800 }],
      price: 30_000,
      originalPrice: 40_000,
      rating: 4.5,
      brand: 'Binatone',
      reviews: 10,
      discount: 25,
      category: 'Home & Garden',
      description: 'Blends.',
      stock: 5,
      inStock: true,
      sku: 'BL-1',
      status: 'active',
      specifications: {},
      tags: [],
      sold: 0,
      views: 0,
      version: 1,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    };
    const deal: FlashDeal = {
      ...product,
      salePrice: 30_000,
      originalPrice: 40_000,
      claimed: 3,
      _id: 'd1',
    };
    const cart = addItem(addItem(initialCartState, product), deal);
    expect(cart.items[0]).toEqual({
      _id: 'p9',
      title: 'Blender',
      price: 30_000,
      quantity: 1,
      images: product.images,
      brand: 'Binatone',
      originalPrice: 40_000,
    });
    expect(cart.totalAmount).toBe(60_000);
  });

  it('a shopper presses + and − on a line and the totals follow by price × delta', () => {
    const cart = cartWith(phone, cable);
    const more = changeQuantity(cart, 'p1', +2);
    expect(more.items.find((i) => i._id === 'p1')?.quantity).toBe(3);
    expect(more.totalQuantity).toBe(4);
    expect(more.totalAmount).toBe(375_000.1);
    const fewer = changeQuantity(more, 'p1', -1);
    expect(fewer.totalQuantity).toBe(3);
    expect(fewer.totalAmount).toBe(250_000.1);
  });

  it('a shopper presses − past zero and the line disappears, taking off exactly what it had', () => {
    const cart = changeQuantity(cartWith(phone, phone, cable), 'p1', -5);
    expect(cart.items.map((i) => i._id)).toEqual(['p2']);
    expect(cart.totalQuantity).toBe(1);
    expect(cart.totalAmount).toBe(0.1);
  });

  it('a quantity change for an item not in the cart, by zero or by a fraction changes nothing', () => {
    const cart = cartWith(phone);
    expect(changeQuantity(cart, 'nope', 1)).toBe(cart);
    expect(changeQuantity(cart, 'p1', 0)).toBe(cart);
    expect(changeQuantity(cart, 'p1', 0.5)).toBe(cart);
    expect(changeQuantity(cart, 'p1', Number.NaN)).toBe(cart);
  });

  it('a shopper removes a line of three phones and the totals drop by all three', () => {
    const cart = removeItem(cartWith(phone, phone, phone, cable), 'p1');
    expect(cart).toEqual({
      items: [{ ...cable, quantity: 1 }],
      totalQuantity: 1,
      totalAmount: 0.1,
    });
    expect(removeItem(cart, 'p1')).toBe(cart);
  });

  it('a line of three ₦2,499.99 chargers costs exactly ₦7,499.97', () => {
    expect(lineTotal({ price: 2499.99, quantity: 3 })).toBe(7499.97);
    expect(lineTotal({ price: 0.1, quantity: 3 })).toBe(0.3);
  });

  it('a shopper clears the cart and is back to nothing', () => {
    expect(clearCart()).toEqual({ items: [], totalQuantity: 0, totalAmount: 0 });
    expect(clearCart()).not.toBe(clearCart());
  });
});

describe('the checkout order summary', () => {
  it('VAT is 7.5%', () => {
    expect(VAT_RATE).toBe(0.075);
  });

  it('a ₦10,000 order with SAVE10 and ₦1,500 shipping pays ₦9,000 + ₦675 VAT + ₦1,500 = ₦11,175', () => {
    expect(orderTotals({ subtotal: 10_000, discount: 1000, shipping: 1500 })).toEqual({
      subtotal: 10_000,
      discount: 1000,
      taxable: 9000,
      vat: 675,
      shipping: 1500,
      total: 11_175,
    });
  });

  it('VAT on an odd amount is rounded to the kobo: 7.5% of ₦0.20 is ₦0.02 (1.5 kobo rounds up)', () => {
    expect(orderTotals({ subtotal: 0.2, discount: 0, shipping: 0 })).toMatchObject({
      vat: 0.02,
      total: 0.22,
    });
    expect(orderTotals({ subtotal: 1234.56, discount: 0, shipping: 0 }).vat).toBe(92.59);
  });

  it('with free shipping the total is the discounted subtotal plus VAT', () => {
    expect(orderTotals({ subtotal: 12_000, discount: 0, shipping: 0 }).total).toBe(12_900);
  });

  it('a discount larger than the order (or negative) is held to what makes sense', () => {
    expect(orderTotals({ subtotal: 1000, discount: 5000, shipping: 1500 })).toMatchObject({
      discount: 1000,
      vat: 0,
      total: 1500,
    });
    expect(orderTotals({ subtotal: 1000, discount: -50, shipping: 0 }).discount).toBe(0);
  });
});

describe('restoring the cart from browser storage', () => {
  const saved = cartWith(phone, phone, cable);

  it('a returning shopper finds the cart they left, from the stored JSON or the parsed value', () => {
    expect(parseCartState(JSON.stringify(saved))).toEqual(saved);
    expect(parseCartState(JSON.parse(JSON.stringify(saved)))).toEqual(saved);
  });

  it('a stored total that disagrees with the lines is recomputed from the lines', () => {
    const edited = { ...saved, totalQuantity: 99, totalAmount: 1 };
    expect(parseCartState(edited)).toEqual(saved);
    expect(parseCartState({ items: saved.items })).toEqual(saved);
  });

  it('a shopper with nothing stored, or something unreadable, starts with an empty cart', () => {
    const empty = { items: [], totalQuantity: 0, totalAmount: 0 };
    for (const raw of [
      null,
      undefined,
      '',
      '{not json',
      'null',
      42,
      [],
      { items: 'lots' },
      { items: [{ _id: 'p1', title: 'x', price: -5, quantity: 1 }] },
      { items: [{ _id: 'p1', title: 'x', price: 5, quantity: 0 }] },
      { items: [{ _id: 'p1', title: 'x', price: 5, quantity: 1.5 }] },
      { items: [{ _id: 'p1', title: 'x', price: 5 }] },
      {
        items: [
          { ...phone, quantity: 1 },
          { ...phone, quantity: 2 },
        ],
      },
      { items: [{ ...phone, price: 1e300, quantity: 1 }] },
    ]) {
      expect(parseCartState(raw)).toEqual(empty);
    }
  });

  it('stray fields stored beside a line are dropped, image details are kept', () => {
    const raw = {
      items: [
        {
          ...phone,
          quantity: 1,
          description: 'long text',
          images: [{ url: '/u/p.webp', widths: [200] }],
        },
      ],
    };
    expect(parseCartState(raw).items[0]).toEqual({
      ...phone,
      quantity: 1,
      images: [{ url: '/u/p.webp', widths: [200] }],
    });
  });
});

describe('a cart line read back from storage', () => {
  it('keeps what the cart shows, with the image widths, and drops anything else', () => {
    const line = parseCartItem({
      _id: 'p1',
      title: 'Kettle',
      price: 12500,
      quantity: 2,
      images: [{ url: '/uploads/a-640.webp', widths: [320, 640] }],
      role: 'admin',
    });
    expect(line).toEqual({
      _id: 'p1',
      title: 'Kettle',
      price: 12500,
      quantity: 2,
      images: [{ url: '/uploads/a-640.webp', widths: [320, 640] }],
    });
  });

  it.each([
    ['a fractional quantity', { _id: 'p1', title: 'K', price: 1, quantity: 1.5 }],
    ['a negative price', { _id: 'p1', title: 'K', price: -1, quantity: 1 }],
    ['a price that is not a number', { _id: 'p1', title: 'K', price: Infinity, quantity: 1 }],
    ['an image without a url', { _id: 'p1', title: 'K', price: 1, quantity: 1, images: [{}] }],
    ['no id', { title: 'K', price: 1, quantity: 1 }],
  ])('is refused with %s', (_what, value) => {
    expect(parseCartItem(value)).toBeNull();
  });
});
