import {
  ACTIVE_ORDER_STATUSES,
  ORDER_LIMITS,
  type Order,
  type OrderAddress,
  type OrderPage,
  type OrderQuote,
} from '@better-deals/domain';

/** A postal address as the account area shows it (Nigerian postal codes). */
export interface Address {
  line1: string;
  line2?: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

/** Orders per page of My Orders (the overview reads the same first page). */
export const ORDERS_PER_PAGE = 10;

/** The query for one page of My Orders: the overview and the list share the first one. */
export const ordersPageArgs = (page: number) => ({ page, limit: ORDERS_PER_PAGE });

/**
 * The overview's active orders: the server's count over every page when it gives one, else read
 * from the first page of the customer's orders (newest first), where `more` is true when older
 * pages may hold active orders too (there are more pages and the oldest order shown is active).
 */
export function activeOrdersFigure(page: Pick<OrderPage, 'data' | 'pages' | 'active'>): {
  count: number;
  more: boolean;
} {
  if (page.active !== undefined) return { count: page.active, more: false };
  const active = (order: Order) => ACTIVE_ORDER_STATUSES.includes(order.status);
  const count = page.data.filter(active).length;
  const oldest = page.data.at(-1);
  return { count, more: page.pages > 1 && oldest !== undefined && active(oldest) };
}

/** A delivery address as lines: name, street, area, 'City, State 100001', country. */
export function orderAddressLines(address: OrderAddress): string[] {
  return [
    address.fullName,
    address.addressLine1,
    ...(address.addressLine2 ? [address.addressLine2] : []),
    `${address.city}, ${address.state} ${address.zipCode}`,
    address.country,
  ];
}

/** What Reorder asks the store about: each product once, at most as many as one order may hold. */
export function reorderQuoteItems(order: Pick<Order, 'items'>): { productId: string; quantity: number }[] {
  const wanted = new Map<string, number>();
  for (const item of order.items)
    wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity);
  return [...wanted].map(([productId, quantity]) => ({
    productId,
    quantity: Math.min(quantity, ORDER_LIMITS.maxQuantity),
  }));
}

/** One product Reorder puts in the cart, at today's price. */
interface ReorderLine {
  productId: string;
  title: string;
  /** Naira, today's price for one. */
  unitPrice: number;
  /** Naira, what one cost in the order. */
  orderedPrice: number;
  image: string | null;
  /** How many the order had. */
  ordered: number;
  /** How many go into the cart now (fewer than ordered when stock is short). */
  added: number;
  /** What the cart's line holds afterwards (what was there plus what was added). */
  cartQuantity: number;
}

export interface ReorderPlan {
  added: ReorderLine[];
  /** Products the store no longer sells, or has none of. */
  unavailable: { productId: string; title: string }[];
  /** Products already in the cart as many times as the store can sell. */
  alreadyInCart: { productId: string; title: string }[];
}

/**
 * What Reorder does with an order, given today's quote and the cart: every product the store
 * still sells goes back in at today's price, as many as were ordered, capped by the stock left
 * and the most one order may hold (counting what the cart already has of it).
 */
export function planReorder(
  order: Pick<Order, 'items'>,
  quote: Pick<OrderQuote, 'lines'>,
  cart: readonly { _id: string; quantity: number }[],
): ReorderPlan {
  const plan: ReorderPlan = { added: [], unavailable: [], alreadyInCart: [] };
  const seen = new Set<string>();
  for (const item of order.items) {
    if (seen.has(item.productId)) continue;
    seen.add(item.productId);
    const ordered = order.items
      .filter((i) => i.productId === item.productId)
      .reduce((sum, i) => sum + i.quantity, 0);
    const line = quote.lines.find((l) => l.productId.toLowerCase() === item.productId.toLowerCase());
    const available = line?.available ?? 0;
    if (!line || available <= 0) {
      plan.unavailable.push({ productId: item.productId, title: line?.title || item.title });
      continue;
    }
    const inCart = cart.find((c) => c._id === item.productId)?.quantity ?? 0;
    const cartQuantity = Math.min(inCart + ordered, available, ORDER_LIMITS.maxQuantity);
    const added = cartQuantity - inCart;
    if (added <= 0) {
      plan.alreadyInCart.push({ productId: item.productId, title: line.title || item.title });
      continue;
    }
    plan.added.push({
      productId: item.productId,
      title: line.title || item.title,
      unitPrice: line.unitPrice,
      orderedPrice: item.unitPrice,
      image: item.image,
      ordered,
      added,
      cartQuantity,
    });
  }
  return plan;
}

/** An address as lines: street, area, 'City, State 100001', country. */
export function addressLines(address: Address): string[] {
  return [
    address.line1,
    ...(address.line2 ? [address.line2] : []),
    `${address.city}, ${address.state} ${address.postalCode}`,
    address.country,
  ];
}
