import { createHash } from 'node:crypto';
import type { CreateOrderRequest } from '@better-deals/domain';
import type { OrderItemRow, OrderRow } from '../../db/schema/index';
import type { HistoryRow } from './order-view';

// Row → the column names `bd_place_order` reads with jsonb_populate_record.
export const orderColumns = (r: OrderRow) => ({
  id: r.id,
  number: r.number,
  user_id: r.userId,
  email: r.email,
  phone: r.phone,
  address: r.address,
  status: r.status,
  payment_method: r.paymentMethod,
  payment_detail: r.paymentDetail,
  payment_url: r.paymentUrl,
  coupon_code: r.couponCode,
  subtotal_kobo: r.subtotalKobo,
  discount_kobo: r.discountKobo,
  vat_kobo: r.vatKobo,
  shipping_kobo: r.shippingKobo,
  total_kobo: r.totalKobo,
  idempotency_key: r.idempotencyKey,
  request_hash: r.requestHash,
  created_at: r.createdAt,
  updated_at: r.updatedAt,
  paid_at: r.paidAt,
});
export const itemColumns = (i: OrderItemRow) => ({
  order_id: i.orderId,
  position: i.position,
  product_id: i.productId,
  title: i.title,
  image: i.image,
  quantity: i.quantity,
  unit_price_kobo: i.unitPriceKobo,
  line_total_kobo: i.lineTotalKobo,
  deal_cycle_id: i.dealCycleId,
});
export const historyColumns = (h: HistoryRow) => ({
  order_id: h.orderId,
  from_status: h.fromStatus,
  to_status: h.toStatus,
  actor: h.actor,
  actor_id: h.actorId,
  note: h.note,
  at: h.at,
});

/** The request's fingerprint: the same key with another body is refused. */
export function requestHash(request: CreateOrderRequest, userId: string | null): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical({ request, userId })))
    .digest('base64url');
}
