import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { ErrorBanner, Skeleton } from '../../../components/ui/feedback';
import { adminErrorMessage } from '../admin-errors';
import { useGetReportSummaryQuery } from '../reports-api';
import { DashboardFigures } from './dashboard-figures';
import { choicePeriod, DashboardPeriod, type PeriodChoice } from './dashboard-period';

const systemClock = () => new Date();

/**
 * Where staff land in the admin area: a period's sales, orders and best sellers, orders by state,
 * low stock and pay-on-delivery money still to collect. Opens on the last 7 Lagos days.
 */
export function DashboardTab({ now = systemClock }: { now?: () => Date }) {
  const [choice, setChoice] = useState<PeriodChoice>({ kind: '7d' });
  const chosen = choicePeriod(choice, now());
  const period = 'period' in chosen ? chosen.period : undefined;
  // Always asked again on opening: every order placed since changes the figures.
  const summary = useGetReportSummaryQuery(period ?? skipToken, { refetchOnMountOrArgChange: true });
  // The figures of the period chosen, never those of the one before while it loads.
  const data = summary.currentData;

  return (
    <section aria-labelledby="dashboard-title" className="flex flex-col gap-4">
      <h2 id="dashboard-title" className="text-2xl font-bold text-slate-900">
        Dashboard
      </h2>
      <DashboardPeriod
        choice={choice}
        now={now}
        problem={'problem' in chosen ? chosen.problem : undefined}
        onChoice={setChoice}
      />
      {!period ? (
        <p className="rounded-xl bg-white p-4 text-slate-700 ring-1 ring-slate-200">
          Choose a valid period to see its figures.
        </p>
      ) : summary.isError && !summary.isFetching ? (
        <ErrorBanner
          title="Error!"
          message={adminErrorMessage(summary.error, 'dashboardLoad')}
          onRetry={() => void summary.refetch()}
        />
      ) : !data ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <p role="status" className="sr-only">
            Loading the dashboard...
          </p>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-24 w-full" />
            ))}
          </div>
          <Skeleton className="h-64 w-full" />
        </div>
      ) : (
        <DashboardFigures summary={data} />
      )}
    </section>
  );
}
