import type { ReportSummary } from '@better-deals/domain';
import { api } from '../../lib/api';

/** A period of Lagos calendar days, both counted ('2026-11-24'). */
export interface ReportPeriod {
  from: string;
  to: string;
}

/** The sales dashboard's call, injected into the shared query layer from the admin chunk only. */
const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/reports/summary: sales, orders and stock for the period. */
    getReportSummary: build.query<ReportSummary, ReportPeriod>({
      query: ({ from, to }) => ({ url: '/admin/reports/summary', params: { from, to } }),
      transformResponse: (body: { data: ReportSummary }) => body.data,
    }),
  }),
});

export const { useGetReportSummaryQuery } = reportsApi;
