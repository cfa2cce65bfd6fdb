import {
  daysOfPeriod,
  koboToNaira,
  LAGOS_UTC_OFFSET_MS,
  LOW_STOCK_LEVEL,
  LOW_STOCK_LIMIT,
  lagosDayStart,
  ORDER_STATUSES,
  TOP_PRODUCTS_LIMIT,
  type OrderStatus,
  type ReportSummary,
  type ReportSummaryQuery,
} from '@better-deals/domain';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, products } from '../../db/schema/index';

const DAY_MS = 24 * 60 * 60 * 1000;
const LAGOS_OFFSET_SECONDS = LAGOS_UTC_OFFSET_MS / 1000;

/** Pay-on-delivery orders still on their way: the money is collected at the door. */
const ON_THE_WAY: OrderStatus[] = ['processing', 'shipped'];

/** Lagos day number (days since 1970-01-01 on the Lagos calendar), computed in the database. */
const lagosDayNumber = sql<number>`floor((extract(epoch from ${orders.createdAt}) + ${sql.raw(
  String(LAGOS_OFFSET_SECONDS),
)}) / 86400)`.mapWith(Number);

const dayNumberOf = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`) / DAY_MS;

/** Kobo sums come back from the database as text (bigint); naira for the answer. */
const naira = (kobo: number) => koboToNaira(kobo);

/** The sales dashboard's figures, aggregated in the database in four statements. */
export function createAdminReportsService({ db }: { db: Db }) {
  return {
    /** Sales, orders and best sellers of a period of Lagos days; stock and unpaid deliveries as they are now. */
    async summary({ from, to }: ReportSummaryQuery): Promise<ReportSummary> {
      const start = lagosDayStart(from);
      const end = new Date(lagosDayStart(to).getTime() + DAY_MS);
      const inPeriod = and(gte(orders.createdAt, start), lt(orders.createdAt, end));

      const [dayRows, topRows, lowRows, [awaiting]] = await Promise.all([
        db
          .select({
            day: lagosDayNumber,
            status: orders.status,
            orders: sql<number>`count(*)`.mapWith(Number),
            kobo: sql<number>`coalesce(sum(${orders.totalKobo}), 0)`.mapWith(Number),
          })
          .from(orders)
          .where(inPeriod)
          .groupBy(sql`1`, orders.status),
        db
          .select({
            productId: sql<string>`${orderItems.productId}`,
            title: sql<string>`coalesce(max(${products.title}), max(${orderItems.title}))`,
            quantity: sql<number>`sum(${orderItems.quantity})`.mapWith(Number),
            kobo: sql<number>`sum(${orderItems.lineTotalKobo})`.mapWith(Number),
          })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .leftJoin(products, eq(products.id, orderItems.productId))
          .where(and(inPeriod, ne(orders.status, 'cancelled'), isNotNull(orderItems.productId)))
          .groupBy(orderItems.productId)
          .orderBy(desc(sql`3`), desc(sql`4`), asc(sql`2`))
          .limit(TOP_PRODUCTS_LIMIT),
        db
          .select({ productId: products.id, title: products.title, stock: products.stock })
          .from(products)
          .where(and(eq(products.status, 'active'), lte(products.stock, LOW_STOCK_LEVEL)))
          .orderBy(asc(products.stock), asc(products.title), asc(products.id))
          .limit(LOW_STOCK_LIMIT),
        db
          .select({
            orders: sql<number>`count(*)`.mapWith(Number),
            kobo: sql<number>`coalesce(sum(${orders.totalKobo}), 0)`.mapWith(Number),
          })
          .from(orders)
          .where(
            and(
              eq(orders.paymentMethod, 'pay_on_delivery'),
              inArray(orders.status, ON_THE_WAY),
              isNull(orders.paidAt),
            ),
          ),
      ]);

      const perDay = new Map<number, { orders: number; kobo: number }>();
      const perStatus = new Map<string, number>();
      let salesKobo = 0;
      let placed = 0;
      for (const row of dayRows) {
        perStatus.set(row.status, (perStatus.get(row.status) ?? 0) + row.orders);
        if (row.status === 'cancelled') continue;
        const day = perDay.get(row.day) ?? { orders: 0, kobo: 0 };
        perDay.set(row.day, { orders: day.orders + row.orders, kobo: day.kobo + row.kobo });
        salesKobo += row.kobo;
        placed += row.orders;
      }

      return {
        from,
        to,
        sales: naira(salesKobo),
        orders: placed,
        averageOrder: placed === 0 ? 0 : naira(Math.round(salesKobo / placed)),
        byDay: daysOfPeriod(from, to).map((date) => {
          const day = perDay.get(dayNumberOf(date));
          return { date, sales: naira(day?.kobo ?? 0), orders: day?.orders ?? 0 };
        }),
        topProducts: topRows.map((r) => ({
          productId: r.productId,
          title: r.title,
          quantity: r.quantity,
          sales: naira(r.kobo),
        })),
        lowStock: lowRows,
        byStatus: ORDER_STATUSES.map((status) => ({ status, orders: perStatus.get(status) ?? 0 })),
        awaitingPayOnDelivery: { orders: awaiting?.orders ?? 0, amount: naira(awaiting?.kobo ?? 0) },
      };
    },
  };
}

export type AdminReportsService = ReturnType<typeof createAdminReportsService>;
