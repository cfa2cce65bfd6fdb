import { ORDER_LIMITS, type OrderQuote, type QuoteLine } from '@better-deals/domain';
import { describe, expect, it } from 'vitest';
import { orderShortages } from './order-shortages';

const items = [
  { _id: 'rice', title: 'Rice 5kg', quantity: 3 },
  { _id: 'oil', title: 'Palm Oil 1L', quantity: 2 },
];

const line = (productId: string, available: number | null): QuoteLine => ({
  productId,
  title: productId,
  quantity: 1,
  unitPrice: 1000,
  lineTotal: 1000,
  dealPrice: false,
  available,
});

const quote = (...lines: QuoteLine[]): OrderQuote => ({
  success: true,
  lines,
  subtotal: 0,
  discount: 0,
  vat: 0,
  shipping: 0,
  total: 0,
  coupon: null,
  payOnDelivery: { allowed: true },
  shortages: [],
});

describe('the lines a checkout cannot place as asked', () => {
  it('a shopper whose cart the store can fill sees no shortage', () => {
    expect(orderShortages(null, quote(line('rice', 10), line('oil', 2)), items)).toEqual([]);
    expect(orderShortages(null, undefined, items)).toEqual([]);
  });

  it('a shopper is told how many are left of a line with less stock, and which products are no longer sold', () => {
    expect(orderShortages(null, quote(line('rice', 1), line('oil', null)), items)).toEqual([
      { productId: 'rice', title: 'Rice 5kg', quantity: 3, available: 1 },
      { productId: 'oil', title: 'Palm Oil 1L', quantity: 2, available: null },
    ]);
  });

  it('a line above the per-order maximum is short even when the store holds more', () => {
    const many = [{ _id: 'rice', title: 'Rice 5kg', quantity: ORDER_LIMITS.maxQuantity + 1 }];
    expect(orderShortages(null, quote(line('rice', 1000)), many)).toEqual([
      {
        productId: 'rice',
        title: 'Rice 5kg',
        quantity: ORDER_LIMITS.maxQuantity + 1,
        available: ORDER_LIMITS.maxQuantity,
      },
    ]);
  });

  it("the store's refusal for stock names the lines, whatever the last quote said", () => {
    const refusal = { kind: 'out_of_stock' as const, items: [{ productId: 'oil', available: 0 }] };
    expect(orderShortages(refusal, quote(line('rice', 10), line('oil', 10)), items)).toEqual([
      { productId: 'oil', title: 'Palm Oil 1L', quantity: 2, available: 0 },
    ]);
  });
});
