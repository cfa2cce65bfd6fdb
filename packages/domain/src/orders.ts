import { z } from 'zod';
import { EmailField } from './accounts';
import { deliversTo } from './checkout-rules';
import { noControlCharacters } from './control-characters';
import { canonicalProductId, emptyToUndefined, queryInt } from './catalogue';
import { nigerianState, parseNigerianPhone } from './nigeria';
import type {
  AdminOrder,
  Order,
  OrderAddress,
  OrderCreated,
  OrderHistoryEntry,
  OrderLine,
  OrderPage,
  OrderQuote,
  QuoteLine,
} from './order-answers';
import { ORDER_LIMITS, ORDER_STATUSES, PAYMENT_CHOICES, PAYMENT_METHODS } from './order-rules';

/*
 * What a shopper or staff member sends about orders, and what the store answers, as zod
 * contracts (the plain types are in order-answers.ts, the rules in order-rules.ts).
 */

// ---------------------------------------------------------------- what a shopper sends

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, { error: `${field} is required.` })
    .max(max, { error: `${field} must be at most ${max} characters.` })
    .check(noControlCharacters(field));

export const OrderLineInput = z.object({
  productId: z
    .string({ error: 'productId is required.' })
    .trim()
    .min(1, { error: 'productId is required.' })
    .max(100, { error: 'productId is not a product.' })
    .overwrite(canonicalProductId),
  quantity: z
    .number({ error: 'quantity must be a whole number.' })
    .int({ error: 'quantity must be a whole number.' })
    .min(1, { error: 'quantity must be at least 1.' })
    .max(ORDER_LIMITS.maxQuantity, { error: `quantity must be at most ${ORDER_LIMITS.maxQuantity}.` }),
});
export type OrderLineInput = z.infer<typeof OrderLineInput>;

const OrderLines = z
  .array(OrderLineInput, { error: 'items must be a list of products.' })
  .min(1, { error: 'items must hold at least one product.' })
  .max(ORDER_LIMITS.maxLines, { error: `items may hold at most ${ORDER_LIMITS.maxLines} products.` })
  // Ids are compared in their canonical form: the same product in another letter case is a repeat.
  .refine((lines) => new Set(lines.map((l) => l.productId)).size === lines.length, {
    error: 'items must list each product once.',
  });

export const PhoneField = z
  .string({ error: 'phone is required.' })
  .max(30, { error: 'phone must be a Nigerian phone number, like 0803 123 4567.' })
  .transform((value, ctx) => {
    const phone = parseNigerianPhone(value);
    if (phone === null) {
      ctx.addIssue({ code: 'custom', message: 'phone must be a Nigerian phone number, like 0803 123 4567.' });
      return z.NEVER;
    }
    return phone;
  });

export const StateField = z
  .string({ error: 'state is required.' })
  .max(60, { error: 'state must be one of Nigeria’s 36 states or the FCT.' })
  .transform((value, ctx) => {
    const state = nigerianState(value);
    if (state === undefined) {
      ctx.addIssue({
        code: 'custom',
        message:
          value.trim() === '' ? 'state is required.' : 'state must be one of Nigeria’s 36 states or the FCT.',
      });
      return z.NEVER;
    }
    return state;
  });

export const OrderAddressInput = z.object({
  fullName: text('fullName', 100),
  addressLine1: text('addressLine1', 200),
  addressLine2: z
    .string({ error: 'addressLine2 must be text.' })
    .trim()
    .max(200, { error: 'addressLine2 must be at most 200 characters.' })
    .check(noControlCharacters('addressLine2'))
    .optional()
    .transform((v) => v ?? ''),
  city: text('city', 100),
  state: StateField,
  zipCode: text('zipCode', 12),
  country: text('country', 60).refine(deliversTo, {
    error: 'country must be Nigeria: we deliver within Nigeria only.',
  }),
}) satisfies z.ZodType<OrderAddress>;

/** `POST /api/orders`. Prices are never read from here: the server prices the order itself. */
export const CreateOrderInput = z.object({
  items: OrderLines,
  email: EmailField,
  phone: PhoneField,
  shipping: OrderAddressInput,
  paymentMethod: z.enum(PAYMENT_CHOICES, { error: 'paymentMethod must be pay_on_delivery or card.' }),
  couponCode: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: 'couponCode must be text.' })
      .trim()
      .max(30, { error: 'couponCode is not a coupon.' })
      .optional(),
  ),
  /** The total the shopper saw (naira): a different server total answers `price_changed`. */
  expectedTotal: z
    .number({ error: 'expectedTotal must be a number of naira.' })
    .nonnegative({ error: 'expectedTotal must be a number of naira.' })
    .optional(),
  /** A demo card payment's receipt details: never the number or the CVC. */
  card: z
    .object({
      last4: z.string().regex(/^\d{4}$/, { error: 'card.last4 must be four digits.' }),
      brand: z.string().trim().max(30, { error: 'card.brand must be at most 30 characters.' }),
    })
    .optional(),
});
export type CreateOrderInput = z.input<typeof CreateOrderInput>;
export type CreateOrderRequest = z.output<typeof CreateOrderInput>;

/** `POST /api/orders/quote`: what the cart or checkout would pay now, and what stock is left. */
export const OrderQuoteInput = z.object({
  items: OrderLines,
  couponCode: CreateOrderInput.shape.couponCode,
  shipping: z
    .object({
      zipCode: z.string().trim().max(12).default(''),
      state: z.string().trim().max(60).default(''),
    })
    .optional(),
});
export type OrderQuoteInput = z.input<typeof OrderQuoteInput>;

/** `GET /api/orders` and the admin list: pages of orders. */
export const OrderPageQuery = z.object({
  page: queryInt('page', 1, 10_000).transform((v) => v ?? 1),
  limit: queryInt('limit', 1, 100).transform((v) => v ?? 10),
});

const isoDate = (field: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${field} must be a date like 2026-11-24.` })
      .optional(),
  );

/** `GET /api/admin/orders`: staff's filters (dates are Lagos calendar days, inclusive). */
export const AdminOrderQuery = OrderPageQuery.extend({
  status: z.preprocess(
    emptyToUndefined,
    z.enum(ORDER_STATUSES, { error: 'status is not an order state.' }).optional(),
  ),
  from: isoDate('from'),
  to: isoDate('to'),
  q: z.preprocess(
    emptyToUndefined,
    z.string().trim().max(100, { error: 'q must be at most 100 characters.' }).optional(),
  ),
});
export type AdminOrderQuery = z.output<typeof AdminOrderQuery>;

/** A staff member moves an order on. */
export const OrderTransitionInput = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'status is not an order state.' }),
  note: z.preprocess(
    emptyToUndefined,
    z.string().trim().max(500, { error: 'note must be at most 500 characters.' }).optional(),
  ),
});
export type OrderTransitionInput = z.input<typeof OrderTransitionInput>;

// ---------------------------------------------------------------- what the store answers

const OrderStatusSchema = z.enum(ORDER_STATUSES);

export const OrderLineSchema = z.object({
  productId: z.string(),
  title: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  lineTotal: z.number(),
  dealPrice: z.boolean(),
  image: z.string().nullable(),
}) satisfies z.ZodType<OrderLine>;

export const OrderHistoryEntrySchema = z.object({
  from: OrderStatusSchema.nullable(),
  to: OrderStatusSchema,
  by: z.string(),
  at: z.string(),
  note: z.string().nullable(),
}) satisfies z.ZodType<OrderHistoryEntry>;

export const OrderAddressSchema = z.object({
  fullName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
}) satisfies z.ZodType<OrderAddress>;

export const OrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: OrderStatusSchema,
  createdAt: z.string(),
  items: z.array(OrderLineSchema),
  subtotal: z.number(),
  discount: z.number(),
  vat: z.number(),
  shipping: z.number(),
  total: z.number(),
  couponCode: z.string().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentDetail: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  address: OrderAddressSchema,
  history: z.array(OrderHistoryEntrySchema),
}) satisfies z.ZodType<Order>;

/** `{ success: true, order }`: one order. */
export const OrderResponseSchema = z.object({ success: z.literal(true), order: OrderSchema });

/** `POST /api/orders`: the order placed (201) or found placed under the same key (200). */
export const OrderCreatedSchema = OrderResponseSchema.extend({
  paymentUrl: z.string().optional(),
}) satisfies z.ZodType<OrderCreated>;

/** `GET /api/orders`: a page of the customer's orders, and how many are still on their way. */
export const OrderPageSchema = z.object({
  success: z.literal(true),
  data: z.array(OrderSchema),
  count: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  active: z.number().int().optional(),
}) satisfies z.ZodType<OrderPage>;

export const AdminOrderSchema = OrderSchema.extend({
  customerId: z.string().nullable(),
  nextStatuses: z.array(OrderStatusSchema),
}) satisfies z.ZodType<AdminOrder>;

/** `{ success: true, order }`: one order as staff see it. */
export const AdminOrderResponseSchema = z.object({ success: z.literal(true), order: AdminOrderSchema });

/** `GET /api/admin/orders`: a page of the orders matching staff's filters. */
export const AdminOrderPageSchema = OrderPageSchema.omit({ data: true, active: true }).extend({
  data: z.array(AdminOrderSchema),
});

export const QuoteLineSchema = OrderLineSchema.omit({ image: true }).extend({
  available: z.number().int().nullable(),
}) satisfies z.ZodType<QuoteLine>;

/** `POST /api/orders/quote`: what the lines cost now, and what the store cannot fill. */
export const OrderQuoteSchema = z.object({
  success: z.literal(true),
  lines: z.array(QuoteLineSchema),
  subtotal: z.number(),
  discount: z.number(),
  vat: z.number(),
  shipping: z.number(),
  total: z.number(),
  coupon: z.object({ code: z.string(), ok: z.boolean(), message: z.string() }).nullable(),
  payOnDelivery: z.discriminatedUnion('allowed', [
    z.object({ allowed: z.literal(true) }),
    z.object({ allowed: z.literal(false), reason: z.string() }),
  ]),
  shortages: z.array(z.object({ productId: z.string(), available: z.number().int() })),
}) satisfies z.ZodType<OrderQuote>;
