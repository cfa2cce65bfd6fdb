import type { OrderStatus, PaymentMethod } from './order-rules';

/*
 * What the store answers about orders: an order with its lines and history, a page of them, a
 * placed order, staff's view of one, and a quote. Types only, so they add nothing to a page's
 * scripts.
 */

export interface OrderLine {
  productId: string;
  title: string;
  quantity: number;
  /** Naira, one unit, as charged. */
  unitPrice: number;
  lineTotal: number;
  /** True when the unit price was a flash deal's. */
  dealPrice: boolean;
  image: string | null;
}

export interface OrderHistoryEntry {
  from: OrderStatus | null;
  to: OrderStatus;
  /** Who moved it: 'customer', 'system', 'payment' or a staff member's email. */
  by: string;
  at: string;
  note: string | null;
}

/** Where an order goes, as stored (the state one of NIGERIAN_STATES, the phone elsewhere). */
export interface OrderAddress {
  fullName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

export interface Order {
  id: string;
  number: string;
  status: OrderStatus;
  createdAt: string;
  items: OrderLine[];
  subtotal: number;
  discount: number;
  vat: number;
  shipping: number;
  total: number;
  couponCode: string | null;
  paymentMethod: PaymentMethod;
  /** 'Visa •••• 4242' for a card, else null. */
  paymentDetail: string | null;
  email: string;
  phone: string;
  address: OrderAddress;
  history: OrderHistoryEntry[];
}

export interface OrderCreated {
  success: true;
  order: Order;
  /** Paystack's payment page for a card order; the browser goes there next. */
  paymentUrl?: string;
}

export interface OrderPage {
  success: true;
  data: Order[];
  count: number;
  page: number;
  pages: number;
  /** How many of the customer's orders, on every page, are still on their way (ACTIVE_ORDER_STATUSES). */
  active?: number;
}

/** An order as staff see it: who placed it too. */
export interface AdminOrder extends Order {
  customerId: string | null;
  nextStatuses: OrderStatus[];
}

export interface QuoteLine {
  productId: string;
  title: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  dealPrice: boolean;
  /** Units the store can sell now (null: not for sale any more). */
  available: number | null;
}

export interface OrderQuote {
  success: true;
  lines: QuoteLine[];
  subtotal: number;
  discount: number;
  vat: number;
  shipping: number;
  total: number;
  coupon: { code: string; ok: boolean; message: string } | null;
  payOnDelivery: { allowed: true } | { allowed: false; reason: string };
  /** Lines the store cannot fill as asked. */
  shortages: { productId: string; available: number }[];
}
