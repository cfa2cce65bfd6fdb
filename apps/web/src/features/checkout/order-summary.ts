import type { ImageLike, Order, OrderQuote, OrderTotals } from '@better-deals/domain';

/** A line of the order review panel (what the cart's summary gives). */
interface OrderLine {
  id: string;
  title: string;
  image?: ImageLike;
  price: number;
  quantity: number;
  lineTotal: number;
}

/** The order review panel's content: the lines and the money. */
export interface OrderSummary {
  lines: OrderLine[];
  itemCount: number;
  totals: OrderTotals;
  /** The coupon that is discounting (or giving free shipping), if any. */
  couponCode: string | null;
  /** The shipping line as shown, e.g. 'Shipping (Lagos Metro)' and '₦1,500.00'. */
  shipping: { label: string; value: string };
}

const totalsOf = (
  money: Pick<Order, 'subtotal' | 'discount' | 'vat' | 'shipping' | 'total'>,
): OrderTotals => ({
  subtotal: money.subtotal,
  discount: money.discount,
  taxable: Math.round((money.subtotal - money.discount) * 100) / 100,
  vat: money.vat,
  shipping: money.shipping,
  total: money.total,
});

/**
 * The cart's summary with the store's own prices and totals from its quote: what the order
 * will cost if placed now. The shipping line keeps its label (the zone) and takes the amount.
 */
export function summaryWithQuote(
  summary: OrderSummary,
  quote: OrderQuote,
  money: (naira: number) => string,
): OrderSummary {
  const quoted = new Map(quote.lines.map((line) => [line.productId, line]));
  return {
    ...summary,
    lines: summary.lines.map((line) => {
      const q = quoted.get(line.id);
      return q && q.quantity === line.quantity
        ? { ...line, price: q.unitPrice, lineTotal: q.lineTotal }
        : line;
    }),
    totals: totalsOf(quote),
    couponCode: quote.coupon?.ok ? quote.coupon.code : summary.couponCode,
    shipping: { label: summary.shipping.label, value: quote.shipping === 0 ? 'Free' : money(quote.shipping) },
  };
}

/** A placed order as the review panel shows it (the cart is empty by then). */
export function summaryFromOrder(order: Order, money: (naira: number) => string): OrderSummary {
  return {
    lines: order.items.map((item) => ({
      id: item.productId,
      title: item.title,
      ...(item.image !== null && { image: { url: item.image } }),
      price: item.unitPrice,
      quantity: item.quantity,
      lineTotal: item.lineTotal,
    })),
    itemCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
    totals: totalsOf(order),
    couponCode: order.couponCode,
    shipping: { label: 'Shipping', value: order.shipping === 0 ? 'Free' : money(order.shipping) },
  };
}
