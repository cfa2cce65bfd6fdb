import {
  emailGreeting,
  formatNaira,
  isPlainShopperText,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  safeGreetingName,
  type Order,
} from '@better-deals/domain';

/**
 * The order confirmation a shopper receives, in plain text; `origin` is the store's, for the
 * order's link. The shopper's name and address are repeated only where they hold no link or
 * hidden characters (the email goes out in the store's name to whatever address was given).
 */
export function orderConfirmationMessage(
  order: Order,
  { origin }: { origin: string },
): {
  subject: string;
  body: string;
} {
  const money = (naira: number) => formatNaira(naira, { decimals: 2 });
  const a = order.address;
  const link = `${origin}/orders/lookup?number=${encodeURIComponent(order.number)}`;
  const name = safeGreetingName(a.fullName);
  const shown = (text: string) => (text !== '' && isPlainShopperText(text) ? [`  ${text}`] : []);
  const lines = [
    emailGreeting(a.fullName),
    '',
    `Thank you for shopping with Better Deals. We have received your order ${order.number}.`,
    `Status: ${ORDER_STATUS_LABELS[order.status]}`,
    '',
    'Items',
    ...order.items.map((i) => `  ${i.quantity} × ${i.title}: ${money(i.lineTotal)}`),
    '',
    `Subtotal: ${money(order.subtotal)}`,
    ...(order.discount > 0
      ? [`Discount${order.couponCode ? ` (${order.couponCode})` : ''}: -${money(order.discount)}`]
      : []),
    `VAT (7.5%): ${money(order.vat)}`,
    `Delivery: ${order.shipping === 0 ? 'Free' : money(order.shipping)}`,
    `Total: ${money(order.total)}`,
    '',
    `Payment: ${PAYMENT_METHOD_LABELS[order.paymentMethod]}${order.paymentDetail ? `, ${order.paymentDetail}` : ''}`,
    '',
    'Delivery address',
    ...(name === null ? [] : [`  ${name}`]),
    ...shown(a.addressLine1),
    ...shown(a.addressLine2),
    ...shown(`${a.city}, ${a.state} ${a.zipCode}`),
    `  ${a.country}`,
    `  Phone: ${order.phone}`,
    '',
    `Follow your order: ${link}`,
    '',
    'Better Deals',
  ];
  return { subject: `Your Better Deals order ${order.number}`, body: lines.join('\n') };
}
