import { nairaToKobo } from '@better-deals/domain';

/** A postal address as the account area shows it (Nigerian postal codes). */
export interface Address {
  line1: string;
  line2?: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

/** A card (only its last four digits are kept) or PayPal. */
export type PaymentMethod = { type: 'card'; brand: string; last4: string } | { type: 'paypal' };

interface OrderItem {
  name: string;
  qty: number;
  /** Unit price, naira. */
  price: number;
}

/** An order (spec §3; sample data until orders are real). */
export interface Order {
  id: string;
  /** YYYY-MM-DD. */
  date: string;
  /** Naira. */
  total: number;
  status: string;
  items: OrderItem[];
  shippingAddress: Address;
  billingAddress: Address;
  paymentMethod: PaymentMethod;
}

const LEKKI: Address = {
  line1: '14 Admiralty Way',
  line2: 'Lekki Phase 1',
  city: 'Lagos',
  state: 'Lagos',
  postalCode: '106104',
  country: 'Nigeria',
};

const WUSE: Address = {
  line1: 'Plot 22 Aminu Kano Crescent',
  line2: 'Wuse 2',
  city: 'Abuja',
  state: 'FCT',
  postalCode: '900288',
  country: 'Nigeria',
};

const IBADAN: Address = {
  line1: '7 Ring Road',
  city: 'Ibadan',
  state: 'Oyo',
  postalCode: '200211',
  country: 'Nigeria',
};

/** The three sample orders (spec §9), newest first. Totals are what their items add up to. */
export const SAMPLE_ORDERS: readonly Order[] = [
  {
    id: 'BD-24031',
    date: '2025-11-20',
    total: 314_499.99,
    status: 'Processing',
    items: [
      { name: 'Android Smartphone 128GB', qty: 1, price: 289_999.99 },
      { name: 'Wireless Earbuds', qty: 1, price: 24_500 },
    ],
    shippingAddress: LEKKI,
    billingAddress: LEKKI,
    paymentMethod: { type: 'card', brand: 'Mastercard', last4: '5523' },
  },
  {
    id: 'BD-23988',
    date: '2025-11-12',
    total: 53_500,
    status: 'Shipped',
    items: [
      { name: 'Ankara Print Maxi Dress', qty: 2, price: 18_750.5 },
      { name: 'Leather Sandals', qty: 1, price: 15_999 },
    ],
    shippingAddress: WUSE,
    billingAddress: LEKKI,
    paymentMethod: { type: 'paypal' },
  },
  {
    id: 'BD-23790',
    date: '2025-10-28',
    total: 59_802.25,
    status: 'Delivered',
    items: [
      { name: '18-inch Standing Fan', qty: 1, price: 45_250 },
      { name: 'Instant Coffee 200g', qty: 3, price: 4_850.75 },
    ],
    shippingAddress: IBADAN,
    billingAddress: IBADAN,
    paymentMethod: { type: 'card', brand: 'Visa', last4: '4242' },
  },
];

/** The saved address and card the settings cards show (sample data, like the orders). */
export const SAMPLE_DEFAULT_ADDRESS: Address = LEKKI;
export const SAMPLE_DEFAULT_CARD: PaymentMethod = { type: 'card', brand: 'Visa', last4: '4242' };

/** What the overview shows: 2 active orders and 1250 loyalty points (spec §9). */
export const ACCOUNT_SUMMARY = { activeOrders: 2, loyaltyPoints: 1250 } as const;

export type StatusTone = 'delivered' | 'shipped' | 'processing' | 'other';

/** The colour family of a status badge: Delivered green, Shipped blue, Processing yellow, else grey. */
export function orderStatusTone(status: string): StatusTone {
  switch (status.trim().toLowerCase()) {
    case 'delivered':
      return 'delivered';
    case 'shipped':
      return 'shipped';
    case 'processing':
      return 'processing';
    default:
      return 'other';
  }
}

/** Orders still on their way: neither delivered nor cancelled nor refunded. */
export function activeOrderCount(orders: readonly Order[]): number {
  const closed = new Set(['delivered', 'cancelled', 'canceled', 'refunded', 'returned']);
  return orders.filter((order) => !closed.has(order.status.trim().toLowerCase())).length;
}

/** What an order's items add up to, naira (summed in kobo, so no 0.1 + 0.2). */
export function orderItemsTotal(order: Pick<Order, 'items'>): number {
  const kobo = order.items.reduce((sum, item) => sum + nairaToKobo(item.price) * item.qty, 0);
  return kobo / 100;
}

/** 'Visa ending in 4242' or 'PayPal': a card shows only its last four digits. */
export function paymentMethodText(method: PaymentMethod): string {
  if (method.type === 'paypal') return 'PayPal';
  return `${method.brand} ending in ${method.last4.slice(-4)}`;
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
