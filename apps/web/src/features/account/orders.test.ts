import { describe, expect, it } from 'vitest';
import { makeOrder, makeOrderLine, makeQuote, orderPage } from './order-factory';
import {
  activeOrdersFigure,
  addressLines,
  orderAddressLines,
  planReorder,
  reorderQuoteItems,
} from './orders';

describe("the overview's active orders", () => {
  it('counts the orders still on their way: awaiting payment, paid, processing and shipped', () => {
    const orders = (
      ['pending_payment', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'returned'] as const
    ).map((status) => makeOrder({ status }));
    expect(activeOrdersFigure(orderPage(orders))).toEqual({ count: 4, more: false });
  });

  it('a customer with no orders has none active', () => {
    expect(activeOrdersFigure(orderPage([]))).toEqual({ count: 0, more: false });
  });

  it('says there may be more when older pages follow and the oldest order shown is still active', () => {
    const shown = [makeOrder({ status: 'shipped' }), makeOrder({ status: 'processing' })];
    expect(activeOrdersFigure(orderPage(shown, { count: 12, pages: 2 }))).toEqual({ count: 2, more: true });
    const settled = [makeOrder({ status: 'shipped' }), makeOrder({ status: 'delivered' })];
    expect(activeOrdersFigure(orderPage(settled, { count: 12, pages: 2 }))).toEqual({
      count: 1,
      more: false,
    });
  });

  it('takes the server’s count over every page when it gives one', () => {
    const shown = [makeOrder({ status: 'shipped' }), makeOrder({ status: 'processing' })];
    expect(activeOrdersFigure({ ...orderPage(shown, { count: 30, pages: 3 }), active: 7 })).toEqual({
      count: 7,
      more: false,
    });
  });
});

describe('Reorder', () => {
  const earbuds = makeOrderLine({
    productId: 'earbuds',
    title: 'Wireless Earbuds',
    quantity: 2,
    unitPrice: 24_500,
  });
  const fan = makeOrderLine({ productId: 'fan', title: 'Standing Fan', quantity: 1, unitPrice: 45_250 });
  const quoteLine = (productId: string, title: string, unitPrice: number, available: number | null) => ({
    productId,
    title,
    quantity: 1,
    unitPrice,
    lineTotal: unitPrice,
    dealPrice: false,
    available,
  });

  it('asks the store about each product once, at most 20 of it', () => {
    const order = makeOrder({
      items: [earbuds, { ...earbuds, quantity: 19 }, fan],
    });
    expect(reorderQuoteItems(order)).toEqual([
      { productId: 'earbuds', quantity: 20 },
      { productId: 'fan', quantity: 1 },
    ]);
  });

  it("puts what is still sold back at today's price, and names what is not", () => {
    const order = makeOrder({ items: [earbuds, fan] });
    const quote = makeQuote([
      quoteLine('earbuds', 'Wireless Earbuds', 22_000, 10),
      quoteLine('fan', 'Standing Fan', 0, null),
    ]);
    const plan = planReorder(order, quote, []);
    expect(plan.added).toEqual([
      expect.objectContaining({
        productId: 'earbuds',
        unitPrice: 22_000,
        orderedPrice: 24_500,
        added: 2,
        cartQuantity: 2,
      }),
    ]);
    expect(plan.unavailable).toEqual([{ productId: 'fan', title: 'Standing Fan' }]);
  });

  it('a product out of stock is unavailable; a short one is added as far as the stock goes', () => {
    const order = makeOrder({ items: [earbuds, fan] });
    const quote = makeQuote([
      quoteLine('earbuds', 'Wireless Earbuds', 24_500, 1),
      quoteLine('fan', 'Standing Fan', 45_250, 0),
    ]);
    const plan = planReorder(order, quote, []);
    expect(plan.added).toEqual([expect.objectContaining({ productId: 'earbuds', added: 1, ordered: 2 })]);
    expect(plan.unavailable.map((l) => l.title)).toEqual(['Standing Fan']);
  });

  it('counts what the cart already holds against the stock', () => {
    const order = makeOrder({ items: [earbuds, fan] });
    const quote = makeQuote([
      quoteLine('earbuds', 'Wireless Earbuds', 24_500, 3),
      quoteLine('fan', 'Standing Fan', 45_250, 1),
    ]);
    const plan = planReorder(order, quote, [
      { _id: 'earbuds', quantity: 2 },
      { _id: 'fan', quantity: 1 },
    ]);
    expect(plan.added).toEqual([
      expect.objectContaining({ productId: 'earbuds', added: 1, cartQuantity: 3 }),
    ]);
    expect(plan.alreadyInCart.map((l) => l.title)).toEqual(['Standing Fan']);
  });

  it('a product the quote leaves out is unavailable', () => {
    const plan = planReorder(makeOrder({ items: [fan] }), makeQuote([]), []);
    expect(plan.unavailable).toEqual([{ productId: 'fan', title: 'Standing Fan' }]);
    expect(plan.added).toEqual([]);
  });
});

describe('addresses and payment methods', () => {
  it("an order's delivery address reads name, street, area, city with state and postal code, country", () => {
    expect(orderAddressLines(makeOrder().address)).toEqual([
      'Ngozi Adeyemi',
      '14 Admiralty Way',
      'Lekki Phase 1',
      'Lagos, Lagos 106104',
      'Nigeria',
    ]);
    expect(orderAddressLines({ ...makeOrder().address, addressLine2: '' })).toHaveLength(4);
  });

  it('a saved address without a second line has no blank line', () => {
    expect(
      addressLines({
        line1: '7 Ring Road',
        city: 'Ibadan',
        state: 'Oyo',
        postalCode: '200211',
        country: 'Nigeria',
      }),
    ).toEqual(['7 Ring Road', 'Ibadan, Oyo 200211', 'Nigeria']);
  });
});
