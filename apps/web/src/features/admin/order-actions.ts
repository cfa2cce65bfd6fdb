import { ORDER_STATUS_LABELS, type OrderStatus } from '@better-deals/domain';

/** The button that moves an order into each state. */
export const ORDER_ACTION_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending_payment: `Mark as ${ORDER_STATUS_LABELS.pending_payment}`,
  paid: 'Mark as Paid',
  processing: 'Mark as Processing',
  shipped: 'Mark as Shipped',
  delivered: 'Mark as Delivered',
  cancelled: 'Cancel order',
  returned: 'Mark as Returned',
};

/** Moves that cannot be taken back and so are confirmed first. */
export const CONFIRMED_MOVES: ReadonlySet<OrderStatus> = new Set<OrderStatus>(['cancelled']);

/** What the staff member is told once an order has moved. */
export const movedMessage = (number: string, status: OrderStatus) =>
  `Order ${number} is now ${ORDER_STATUS_LABELS[status]}.`;
