import { ORDER_LIMITS, type OrderQuote } from '@better-deals/domain';
import type { Shortage } from './components/order-notice';
import type { OrderProblem } from './place-order';

/**
 * Lines the store cannot fill as asked: from its refusal of the order, else from its quote
 * (undefined: none for the order as it is now). A line is short when the store no longer sells
 * the product, or holds fewer than asked (at most the per-order maximum).
 */
export function orderShortages(
  problem: OrderProblem | null,
  quote: OrderQuote | undefined,
  items: readonly { _id: string; title: string; quantity: number }[],
): Shortage[] {
  const titled = (productId: string, available: number | null): Shortage[] => {
    const item = items.find((i) => i._id === productId);
    return item ? [{ productId, title: item.title, quantity: item.quantity, available }] : [];
  };
  if (problem?.kind === 'out_of_stock') {
    return problem.items.flatMap((s) => titled(s.productId, s.available));
  }
  if (!quote) return [];
  return items.flatMap((item) => {
    const line = quote.lines.find((l) => l.productId === item._id);
    if (!line) return [];
    if (line.available === null) return titled(item._id, null);
    const limit = Math.min(line.available, ORDER_LIMITS.maxQuantity);
    return item.quantity > limit ? titled(item._id, Math.max(0, limit)) : [];
  });
}
