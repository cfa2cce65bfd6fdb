import { z } from 'zod';
import { addCalendarDays, calendarDaysSpanned, isCalendarDay, lagosDay } from './lagos-time';
import { ORDER_STATUSES } from './order-rules';

/** A product with this many units or fewer in stock shows on the dashboard as low on stock. */
export const LOW_STOCK_LEVEL = 5;
/** The most low-stock products the dashboard lists (lowest stock first). */
export const LOW_STOCK_LIMIT = 10;
/** The most best-selling products the dashboard lists (by units sold in the period). */
export const TOP_PRODUCTS_LIMIT = 5;
/** The longest period one report covers, in Lagos days: a leap year. */
export const REPORT_MAX_DAYS = 366;

const reportDay = (field: 'from' | 'to') =>
  z
    .string({ error: `${field} is required: a date like 2026-11-24.` })
    .refine(isCalendarDay, { error: `${field} must be a date like 2026-11-24.` });

/**
 * `GET /api/admin/reports/summary`: a period of Lagos calendar days, both counted, from on or
 * before to, at most REPORT_MAX_DAYS long.
 */
export const ReportSummaryQuery = z
  .object({ from: reportDay('from'), to: reportDay('to') })
  .superRefine(({ from, to }, ctx) => {
    if (!isCalendarDay(from) || !isCalendarDay(to)) return;
    const days = calendarDaysSpanned(from, to);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'from must be on or before to.' });
    else if (days > REPORT_MAX_DAYS) {
      const message = `The period must be at most ${REPORT_MAX_DAYS} days long.`;
      ctx.addIssue({ code: 'custom', path: ['to'], message });
    }
  });
export type ReportSummaryQuery = z.output<typeof ReportSummaryQuery>;

/** The periods the dashboard offers besides a custom one. */
export const REPORT_PRESETS = { today: 1, '7d': 7, '30d': 30 } as const;
export type ReportPreset = keyof typeof REPORT_PRESETS;

/** A preset period ending today (Lagos): 'today', or the last 7 or 30 Lagos days, today counted. */
export function presetPeriod(preset: ReportPreset, now: Date): { from: string; to: string } {
  const to = lagosDay(now);
  return { from: addCalendarDays(to, 1 - REPORT_PRESETS[preset]), to };
}

/** Every calendar day from `from` to `to`, both counted, in order. */
export function daysOfPeriod(from: string, to: string): string[] {
  const n = Math.max(0, calendarDaysSpanned(from, to));
  return Array.from({ length: n }, (_, i) => addCalendarDays(from, i));
}

/** Money in naira (the API's unit), counts as whole numbers. */
const naira = z.number();
const count = z.number().int();

export const ReportSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The orders' totals (VAT and shipping included) in naira, cancelled orders left out. */
  sales: naira,
  /** Orders placed in the period, cancelled ones left out. */
  orders: count,
  /** sales / orders, to the kobo; 0 when there were no orders. */
  averageOrder: naira,
  /** One entry per Lagos day of the period, zeros included. */
  byDay: z.array(z.object({ date: z.string(), sales: naira, orders: count })),
  /** The best sellers by units in the period (cancelled orders left out). */
  topProducts: z.array(z.object({ productId: z.string(), title: z.string(), quantity: count, sales: naira })),
  /** Active products at or below LOW_STOCK_LEVEL units now, lowest first. */
  lowStock: z.array(z.object({ productId: z.string(), title: z.string(), stock: count })),
  /** Orders placed in the period in each state, every state listed (cancelled ones too). */
  byStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), orders: count })),
  /** Pay-on-delivery orders on their way now (not yet delivered, paid or cancelled), whatever the period. */
  awaitingPayOnDelivery: z.object({ orders: count, amount: naira }),
});
export type ReportSummary = z.infer<typeof ReportSummarySchema>;

export const ReportSummaryResponseSchema = z.object({ success: z.literal(true), data: ReportSummarySchema });
