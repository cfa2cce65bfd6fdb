import {
  dealCycleAt,
  koboToNaira,
  payOnDeliveryCheck,
  priceOrder,
  type OrderPrice,
  type OrderQuote,
} from '@better-deals/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activeProduct, flashDeals, products, voucherUses } from '../../db/schema/index';
import type { Tx } from '../audit/audit.service';
import { toVoucherTerms, voucherByCode } from '../vouchers/voucher-rows';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One line of an order as the catalogue prices it now. */
interface PricedLine {
  productId: string;
  quantity: number;
  title: string;
  image: string | null;
  unitPriceKobo: number;
  /** The product's store price when it was read: the order is written only if it still is. */
  listPriceKobo: number;
  /** The running flash-deal cycle whose sale price this line takes, or null. */
  dealCycleId: string | null;
  /** Units on the shelf now. */
  stock: number;
}

export interface PricedOrder {
  lines: PricedLine[];
  /** Indexes of the requested lines whose product is unknown or not for sale. */
  unknown: number[];
  price: OrderPrice;
  /** The voucher the order takes a use of: set only when its coupon applies. */
  voucherId: string | null;
}

/** The voucher under a typed code and, when it limits uses per customer, this customer's uses of it. */
async function voucherFor(db: Db | Tx, code: string | undefined, customer: string | undefined) {
  const row = code === undefined ? undefined : await voucherByCode(db, code);
  if (!row) return { row: undefined, customerUses: undefined };
  if (row.perCustomerLimit === null || customer === undefined) return { row, customerUses: undefined };
  const [used] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(voucherUses)
    .where(and(eq(voucherUses.voucherId, row.id), eq(voucherUses.customerKey, customer)));
  return { row, customerUses: used?.n ?? 0 };
}

/**
 * Prices requested lines from the catalogue: the product's current price, or its flash deal's
 * sale price while the deal's cycle runs and its own units cover the whole line. Nothing the
 * client sent about money is read.
 */
export async function priceLines(
  db: Db | Tx,
  request: {
    items: readonly { productId: string; quantity: number }[];
    couponCode?: string | undefined;
    /** Whose use a voucher would be (see `customerKey`), for its per-customer limit. */
    customer?: string | undefined;
    address: { zipCode: string; state: string };
  },
  now: Date,
): Promise<PricedOrder> {
  const ids = [...new Set(request.items.map((l) => l.productId.toLowerCase()).filter((id) => UUID.test(id)))];
  const cycle = dealCycleAt(now);
  // One query: each product with its deal in the running cycle, if it has one.
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: products.id,
            title: products.title,
            images: products.images,
            priceKobo: products.priceKobo,
            stock: products.stock,
            salePriceKobo: flashDeals.salePriceKobo,
            // The deal's units still at the sale price.
            dealLeft: sql<number | null>`${flashDeals.dealStock} - ${flashDeals.claimed}`.mapWith(Number),
          })
          .from(products)
          .leftJoin(flashDeals, and(eq(flashDeals.productId, products.id), eq(flashDeals.cycleId, cycle.id)))
          .where(and(inArray(products.id, ids), activeProduct));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const lines: PricedLine[] = [];
  const unknown: number[] = [];
  request.items.forEach((item, index) => {
    const product = byId.get(item.productId.toLowerCase());
    if (!product) {
      unknown.push(index);
      return;
    }
    const onDeal =
      product.salePriceKobo !== null && product.dealLeft !== null && product.dealLeft >= item.quantity;
    lines.push({
      productId: product.id,
      quantity: item.quantity,
      title: product.title,
      image: product.images[0]?.url ?? null,
      unitPriceKobo: onDeal && product.salePriceKobo !== null ? product.salePriceKobo : product.priceKobo,
      listPriceKobo: product.priceKobo,
      dealCycleId: onDeal ? cycle.id : null,
      stock: product.stock,
    });
  });
  const { row: voucher, customerUses } = await voucherFor(db, request.couponCode, request.customer);
  const price = priceOrder({
    lines,
    coupon:
      request.couponCode === undefined
        ? undefined
        : {
            code: request.couponCode,
            voucher: voucher ? toVoucherTerms(voucher) : null,
            at: now,
            customerUses,
          },
    address: request.address,
  });
  return { lines, unknown, price, voucherId: price.coupon?.ok && voucher ? voucher.id : null };
}

/** What these lines would cost at `at`, and what the store can sell of each. No stock is taken. */
export async function quoteOrder(
  db: Db,
  request: {
    items: { productId: string; quantity: number }[];
    couponCode?: string | undefined;
    shipping?: { zipCode: string; state: string } | undefined;
  },
  at: Date,
): Promise<OrderQuote> {
  const priced = await priceLines(
    db,
    { ...request, address: request.shipping ?? { zipCode: '', state: '' } },
    at,
  );
  const { price } = priced;
  const naira = koboToNaira;
  const lines = request.items.map((item) => {
    const line = priced.lines.find((l) => l.productId === item.productId.toLowerCase());
    return line
      ? {
          productId: line.productId,
          title: line.title,
          quantity: item.quantity,
          unitPrice: naira(line.unitPriceKobo),
          lineTotal: naira(line.unitPriceKobo * item.quantity),
          dealPrice: line.dealCycleId !== null,
          available: line.stock,
        }
      : {
          productId: item.productId,
          title: '',
          quantity: item.quantity,
          unitPrice: 0,
          lineTotal: 0,
          dealPrice: false,
          available: null,
        };
  });
  return {
    success: true,
    lines,
    subtotal: naira(price.subtotalKobo),
    discount: naira(price.discountKobo),
    vat: naira(price.vatKobo),
    shipping: naira(price.shippingKobo),
    total: naira(price.totalKobo),
    coupon: price.coupon
      ? {
          code: request.couponCode?.trim().toUpperCase() ?? '',
          ok: price.coupon.ok,
          message: price.coupon.message,
        }
      : null,
    payOnDelivery: payOnDeliveryCheck(naira(price.totalKobo)),
    shortages: lines
      .filter((l) => l.available === null || l.available < l.quantity)
      .map((l) => ({ productId: l.productId, available: l.available ?? 0 })),
  };
}
