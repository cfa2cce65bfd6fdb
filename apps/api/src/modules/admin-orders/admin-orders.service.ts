import {
  isCalendarDay,
  LAGOS_UTC_OFFSET_MS,
  lagosDay,
  lagosDayStart,
  ORDER_TRANSITIONS,
  normaliseOrderNumber,
  parseNigerianPhone,
  type AdminOrder,
  type AdminOrderQuery,
  type OrderAddress,
  type OrderStatus,
} from '@better-deals/domain';
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, type OrderRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import { csvCell, csvRow } from '../../lib/csv';
import type { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth.types';
import { loadOrders } from '../orders/order-view';
import type { OrdersService } from '../orders/orders.service';

/** The most rows one CSV export holds; a bigger list is cut, newest kept, and says so. */
const EXPORT_ROW_CAP = 10_000;

const ADMIN_ORDER_MESSAGES = {
  notFound: 'Order not found.',
  badRange: 'from must be on or before to.',
} as const;

/** What this module needs of the orders service: one checked move (history, stock on cancel). */
type OrderTransitions = Pick<OrdersService, 'transition'>;

interface StaffContext {
  actor: Pick<AuthUser, 'id' | 'email'>;
  ip: string | null;
}

type AdminOrderFilters = Omit<AdminOrderQuery, 'page' | 'limit'>;

interface AdminOrderPage {
  data: AdminOrder[];
  count: number;
  page: number;
  pages: number;
}

interface OrdersCsv {
  csv: string;
  rows: number;
  /** True when more orders matched than one export holds. */
  truncated: boolean;
  /** 'orders-2026-11-24.csv': today's Lagos date. */
  filename: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** 00:00 Lagos time of the calendar day `ymd` ('2026-11-24'); bad_request when there is no such day. */
function lagosMidnight(ymd: string, field: 'from' | 'to'): Date {
  // 31 February is refused, not rolled over into March.
  if (!isCalendarDay(ymd)) throw new AppError('bad_request', `${field} must be a date like 2026-11-24.`);
  return lagosDayStart(ymd);
}

/** `text` for a LIKE pattern, its wildcards taken literally. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The phone part of a search: a whole Nigerian number matches exactly (0803…, +234 803…, 234…),
 * a part of one matches the stored +234 form from its start ('0803 12' → '+23480312…'), other
 * digits anywhere. Null when the text is not phone-like.
 */
function phoneCondition(q: string): SQL | null {
  if (!/^[+\d][\d\s\-.()]*$/.test(q)) return null;
  const whole = parseNigerianPhone(q);
  if (whole) return eq(orders.phone, whole);
  const digits = q.replace(/\D/g, '');
  if (digits.length < 3) return null;
  let prefix: string | null = null;
  if (q.trim().startsWith('+234') || digits.startsWith('234')) prefix = `+${digits}`;
  else if (digits.startsWith('0')) prefix = `+234${digits.slice(1)}`;
  return prefix ? ilike(orders.phone, `${prefix}%`) : ilike(orders.phone, `%${digits}%`);
}

/** The number part of a search: exact for a whole number, else part of one ('7k4', 'bd-7k'). */
function numberCondition(q: string): SQL | null {
  const whole = normaliseOrderNumber(q);
  if (whole) return eq(orders.number, whole);
  const compact = q.toUpperCase().replace(/[\s-]/g, '');
  const code = compact.startsWith('BD') ? compact.slice(2) : compact;
  if (!/^[A-Z0-9]{1,6}$/.test(code)) return null;
  return ilike(orders.number, `BD-%${code}%`);
}

/** The WHERE of staff's filters: state, Lagos days (inclusive), and number, email or phone. */
function filterConditions({ status, from, to, q }: AdminOrderFilters): SQL[] {
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(orders.status, status));
  const start = from === undefined ? undefined : lagosMidnight(from, 'from');
  const end = to === undefined ? undefined : new Date(lagosMidnight(to, 'to').getTime() + DAY_MS);
  if (start && end && start >= end) throw new AppError('bad_request', ADMIN_ORDER_MESSAGES.badRange);
  if (start) conditions.push(gte(orders.createdAt, start));
  if (end) conditions.push(lt(orders.createdAt, end));
  if (q) {
    const text = q.trim();
    const matches = [
      ilike(orders.email, `%${likeEscape(text)}%`),
      numberCondition(text),
      phoneCondition(text),
    ];
    const any = or(...matches.filter((m): m is SQL => m !== null));
    if (any) conditions.push(any);
  }
  return conditions;
}

/** Newest first; the id breaks ties so pages never overlap. */
const NEWEST_FIRST = [desc(orders.createdAt), desc(orders.id)];

/** '2026-11-24T09:05:00+01:00': the instant on the Lagos clock, readable and sortable. */
export function lagosIso(d: Date): string {
  return `${new Date(d.getTime() + LAGOS_UTC_OFFSET_MS).toISOString().slice(0, 19)}+01:00`;
}

/** Kobo → '12345.50': naira with two decimals, without float rounding. */
export function nairaText(kobo: number): string {
  const sign = kobo < 0 ? '-' : '';
  const abs = Math.abs(kobo);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const CSV_COLUMNS = [
  'number',
  'created_at',
  'status',
  'email',
  'phone',
  'customer_name',
  'state',
  'city',
  'items',
  'subtotal',
  'discount',
  'vat',
  'shipping',
  'total',
  'payment_method',
] as const;

/** Orders as staff see them: filtered lists, one order in full, CSV export, and state changes. */
export function createAdminOrdersService({
  db,
  orders: orderMoves,
  audit,
  now = () => new Date(),
}: {
  db: Db;
  orders: OrderTransitions;
  audit: AuditService;
  /** The server's clock (names the export's file). */
  now?: () => Date;
}) {
  /** Full orders (lines and history) for `rows`, in the rows' order, with what staff also see. */
  async function withDetails(rows: OrderRow[]): Promise<AdminOrder[]> {
    const full = await loadOrders(db, rows);
    return full.map((order, i) => ({
      ...order,
      customerId: rows[i]?.userId ?? null,
      nextStatuses: [...ORDER_TRANSITIONS[order.status]],
    }));
  }

  async function get(number: string): Promise<AdminOrder> {
    const wanted = normaliseOrderNumber(number);
    if (wanted === null) throw new AppError('not_found', ADMIN_ORDER_MESSAGES.notFound);
    const rows = await db.select().from(orders).where(eq(orders.number, wanted)).limit(1);
    const [order] = await withDetails(rows);
    if (!order) throw new AppError('not_found', ADMIN_ORDER_MESSAGES.notFound);
    return order;
  }

  return {
    /** A page of orders matching staff's filters, newest first, with the total count. */
    async list(query: AdminOrderQuery): Promise<AdminOrderPage> {
      const { page, limit, ...filters } = query;
      const where = and(...filterConditions(filters));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(...NEWEST_FIRST)
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      const n = total?.n ?? 0;
      return { data: await withDetails(rows), count: n, page, pages: Math.max(1, Math.ceil(n / limit)) };
    },

    /** One order in full, by its number as typed ('bd-7k4m2q' too). */
    get,

    /** The filtered list as CSV (newest first, at most EXPORT_ROW_CAP rows), money in naira. */
    async exportCsv(filters: AdminOrderFilters): Promise<OrdersCsv> {
      const units = sql<number>`(select coalesce(sum(${orderItems.quantity}), 0) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;
      const rows = await db
        .select({
          number: orders.number,
          createdAt: orders.createdAt,
          status: orders.status,
          email: orders.email,
          phone: orders.phone,
          address: orders.address,
          units: units.mapWith(Number),
          subtotalKobo: orders.subtotalKobo,
          discountKobo: orders.discountKobo,
          vatKobo: orders.vatKobo,
          shippingKobo: orders.shippingKobo,
          totalKobo: orders.totalKobo,
          paymentMethod: orders.paymentMethod,
        })
        .from(orders)
        .where(and(...filterConditions(filters)))
        .orderBy(...NEWEST_FIRST)
        .limit(EXPORT_ROW_CAP + 1);
      const truncated = rows.length > EXPORT_ROW_CAP;
      const kept = truncated ? rows.slice(0, EXPORT_ROW_CAP) : rows;
      const lines = [csvRow(CSV_COLUMNS)];
      for (const r of kept) {
        const address: Partial<OrderAddress> = r.address;
        lines.push(
          csvRow([
            csvCell(r.number),
            csvCell(lagosIso(r.createdAt)),
            csvCell(r.status),
            csvCell(r.email),
            csvCell(r.phone),
            csvCell(address.fullName ?? ''),
            csvCell(address.state ?? ''),
            csvCell(address.city ?? ''),
            csvCell(r.units),
            nairaText(r.subtotalKobo),
            nairaText(r.discountKobo),
            nairaText(r.vatKobo),
            nairaText(r.shippingKobo),
            nairaText(r.totalKobo),
            csvCell(r.paymentMethod),
          ]),
        );
      }
      return {
        csv: `${lines.join('\r\n')}\r\n`,
        rows: kept.length,
        truncated,
        filename: `orders-${lagosDay(now())}.csv`,
      };
    },

    /**
     * Moves an order on as a staff member: the orders service checks the move (409
     * `transition_refused`), writes its history and returns stock on cancel; the audit log
     * keeps who moved it from what to what, and why.
     */
    async transition(
      number: string,
      { status, note }: { status: OrderStatus; note?: string | undefined },
      { actor, ip }: StaffContext,
    ): Promise<AdminOrder> {
      const wanted = normaliseOrderNumber(number);
      if (wanted === null) throw new AppError('not_found', ADMIN_ORDER_MESSAGES.notFound);
      // The audit entry is written in the move's own transaction: no move without its entry.
      const { order: moved } = await orderMoves.transition(
        wanted,
        status,
        { actor: actor.email, actorId: actor.id, note: note ?? null },
        (tx, { before, order }) =>
          audit.record(
            {
              actor,
              action: 'order.status',
              entityType: 'order',
              entityId: order.number,
              before: { status: before },
              after: { status: order.status, note: note ?? null },
              ip,
            },
            tx,
          ),
      );
      return get(moved.number);
    },
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
