import { nairaToKobo, ORDER_LIMITS, type OrderQuote, type OrderQuoteInput } from '@better-deals/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { ordersApi } from '../orders/orders-api';
import { useCart, useCartActions } from './use-cart';

/** The quote's lines as the cart asks: each product once, never above the per-order maximum. */
export function quoteItems(items: readonly { _id: string; quantity: number }[]): OrderQuoteInput['items'] {
  return items.map((item) => ({
    productId: item._id,
    quantity: Math.min(Math.max(1, item.quantity), ORDER_LIMITS.maxQuantity),
  }));
}

/**
 * The store's quote for `input` (null: nothing to ask), asked once it has stayed the same for
 * `debounceMs`. When it answers with a different unit price for a line, the cart's line takes
 * it, so the cart's own totals say what the store will charge.
 */
export function useCartQuote(input: OrderQuoteInput | null, debounceMs = 0) {
  const key = input === null ? null : JSON.stringify(input);
  const debouncedKey = useDebouncedValue(key, debounceMs);
  const settledKey = debounceMs === 0 ? key : debouncedKey;
  const args = useMemo(
    () => (settledKey === null ? skipToken : (JSON.parse(settledKey) as OrderQuoteInput)),
    [settledKey],
  );
  const query = ordersApi.useQuoteOrderQuery(args);
  const { items } = useCart();
  const { updatePrices } = useCartActions();
  const quote = query.currentData;

  useEffect(() => {
    if (!quote) return;
    const changed = quote.lines.flatMap((line) => {
      const item = items.find((i) => i._id === line.productId);
      return item && line.available !== null && nairaToKobo(item.price) !== nairaToKobo(line.unitPrice)
        ? [{ id: item._id, price: line.unitPrice }]
        : [];
    });
    if (changed.length > 0) updatePrices(changed);
  }, [quote, items, updatePrices]);

  return {
    quote,
    /** True while the answer shown is not for the cart as it is now. */
    pending: key !== settledKey || query.isFetching,
    failed: query.isError && !query.isFetching,
    refetch: query.refetch,
  };
}

/** What the cart page knows about a line's stock. */
export interface LineStock {
  /** Units the store can sell now; null when the product is not for sale any more. */
  available: number | null;
  /** The most the line may hold (the stock left, at most the per-order maximum). */
  limit: number;
  /** Why the quantity was just lowered, e.g. 'Only 2 left: we've changed your quantity to 2.' */
  note: string | null;
  /** The line is priced at its running flash deal's price (decision 016). */
  dealPrice: boolean;
}

/** Whether the store can still sell a line: it is for sale, with units left. */
export function sellable<T extends { available: number | null }>(line: T): line is T & { available: number } {
  return line.available !== null && line.available > 0;
}

/**
 * The cart page's stock check: the store's quote for the lines (asked half a second after the
 * last change, never for an empty cart). A line above what is left is brought down to it at
 * once, with a note saying so (what a good store does: the shopper never pays for what cannot
 * be sent, and sees why the number moved); a line with nothing left is flagged for removal.
 */
export function useCartStock(debounceMs = 500): {
  stock: ReadonlyMap<string, LineStock>;
  quote: OrderQuote | undefined;
} {
  const cart = useCart();
  const { capQuantities } = useCartActions();
  const input = useMemo<OrderQuoteInput | null>(
    () => (cart.items.length === 0 ? null : { items: quoteItems(cart.items) }),
    [cart.items],
  );
  const { quote, pending } = useCartQuote(input, debounceMs);
  const [notes, setNotes] = useState<ReadonlyMap<string, string>>(new Map());
  const handled = useRef<OrderQuote | undefined>(undefined);

  useEffect(() => {
    if (!quote || pending || handled.current === quote) return;
    handled.current = quote;
    const caps: { id: string; quantity: number; note: string }[] = [];
    for (const line of quote.lines) {
      const item = cart.items.find((i) => i._id === line.productId);
      if (!item || !sellable(line)) continue;
      const limit = Math.min(line.available, ORDER_LIMITS.maxQuantity);
      if (item.quantity <= limit) continue;
      caps.push({
        id: item._id,
        quantity: limit,
        note:
          line.available < item.quantity
            ? `Only ${limit} left: we've changed your quantity to ${limit}.`
            : `You can order up to ${limit} of an item: we've changed your quantity to ${limit}.`,
      });
    }
    if (caps.length === 0) return;
    capQuantities(caps);
    // The store's answer is outside React: each note goes with the change it explains.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setNotes((previous) => new Map([...previous, ...caps.map((c) => [c.id, c.note] as const)]));
  }, [quote, pending, cart.items, capQuantities]);

  const stock = useMemo(() => {
    const map = new Map<string, LineStock>();
    for (const line of quote?.lines ?? []) {
      const limit =
        line.available === null ? 0 : Math.max(0, Math.min(line.available, ORDER_LIMITS.maxQuantity));
      map.set(line.productId, {
        available: line.available,
        limit,
        note: notes.get(line.productId) ?? null,
        dealPrice: line.dealPrice,
      });
    }
    return map;
  }, [quote, notes]);

  return { stock, quote };
}
