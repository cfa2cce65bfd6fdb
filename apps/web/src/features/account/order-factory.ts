import type { Order, OrderLine, OrderPage, OrderQuote, QuoteLine } from '@better-deals/domain';

let sequence = 0;

/** An order line with sensible defaults (tests override what they care about). */
export function makeOrderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  sequence += 1;
  const quantity = overrides.quantity ?? 1;
  const unitPrice = overrides.unitPrice ?? 10_000;
  return {
    productId: `product-${sequence}`,
    title: `Product ${sequence}`,
    quantity,
    unitPrice,
    lineTotal: Math.round(unitPrice * quantity * 100) / 100,
    dealPrice: false,
    image: null,
    ...overrides,
  };
}

/** A customer's order with sensible defaults: processing, one line, delivered in Lekki. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  sequence += 1;
  const items = overrides.items ?? [makeOrderLine({ title: 'Wireless Earbuds', unitPrice: 24_500 })];
  const subtotal = items.reduce((sum, line) => sum + line.lineTotal, 0);
  return {
    id: `order-${sequence}`,
    number: 'BD-7K4M2Q',
    status: 'processing',
    createdAt: '2026-11-22T09:30:00.000Z',
    items,
    subtotal,
    discount: 0,
    vat: Math.round(subtotal * 7.5) / 100,
    shipping: 1_500,
    total: Math.round((subtotal * 1.075 + 1_500) * 100) / 100,
    couponCode: null,
    paymentMethod: 'pay_on_delivery',
    paymentDetail: null,
    email: 'ngozi@example.com',
    phone: '+2348031234567',
    address: {
      fullName: 'Ngozi Adeyemi',
      addressLine1: '14 Admiralty Way',
      addressLine2: 'Lekki Phase 1',
      city: 'Lagos',
      state: 'Lagos',
      zipCode: '106104',
      country: 'Nigeria',
    },
    history: [{ from: null, to: 'processing', by: 'customer', at: '2026-11-22T09:30:00.000Z', note: null }],
    ...overrides,
  };
}

/** One page of orders, as GET /orders answers. */
export function orderPage(data: Order[], { count = data.length, page = 1, pages = 1 } = {}): OrderPage {
  return { success: true, data, count, page, pages };
}

/** Today's quote for some lines, as POST /orders/quote answers (only the lines matter here). */
export function makeQuote(lines: QuoteLine[]): OrderQuote {
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  return {
    success: true,
    lines,
    subtotal,
    discount: 0,
    vat: 0,
    shipping: 0,
    total: subtotal,
    coupon: null,
    payOnDelivery: { allowed: true },
    shortages: [],
  };
}
