import type { AuditEntry } from '@better-deals/domain';
import { useState } from 'react';
import { ErrorBanner, Skeleton } from '../../../components/ui/feedback';
import { ADMIN_PAGE_SIZE, useGetAuditLogQuery } from '../admin-api';
import { adminErrorMessage } from '../admin-errors';
import { AUDIT_ACTION_LABELS, auditActor, auditChanges, auditTarget, auditTime } from '../audit-diff';
import { Pager } from './pager';
import { ListEmpty } from './list-states';

/** The audit log for super admins: who did what and when (Lagos time), with what changed. */
export function AuditPanel() {
  const [page, setPage] = useState(1);
  const log = useGetAuditLogQuery({ page });
  const count = log.data?.count ?? 0;
  const pageCount = Math.max(1, Math.ceil(count / ADMIN_PAGE_SIZE));

  return (
    <section aria-labelledby="audit-title" className="flex flex-col gap-4">
      <div>
        <h2 id="audit-title" tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
          Audit log
        </h2>
        <p className="text-sm text-slate-700">Every staff action, newest first. Times are Lagos time.</p>
      </div>

      {log.isError && !log.isFetching ? (
        <ErrorBanner
          title="Error!"
          message={adminErrorMessage(log.error, 'auditLoad')}
          onRetry={() => void log.refetch()}
        />
      ) : !log.data ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <p role="status" className="sr-only">
            Loading the audit log...
          </p>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      ) : log.data.data.length === 0 ? (
        <ListEmpty>Nothing has been logged yet.</ListEmpty>
      ) : (
        <ol
          className={`flex flex-col gap-3 ${log.isFetching ? 'opacity-60' : ''}`}
          aria-busy={log.isFetching}
        >
          {log.data.data.map((entry) => (
            <AuditItem key={entry._id} entry={entry} />
          ))}
        </ol>
      )}

      {log.data && (
        <Pager
          headingId="audit-title"
          label="Audit log pages"
          page={Math.min(page, pageCount)}
          pageCount={pageCount}
          busy={log.isFetching}
          onPage={setPage}
        />
      )}
    </section>
  );
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  return (
    <li className="min-w-0 rounded-xl bg-white p-4 ring-1 ring-slate-200 [overflow-wrap:anywhere]">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold text-slate-900">
          {AUDIT_ACTION_LABELS[entry.action] ?? entry.action}
          {entry.action !== 'staff.login' && <>: {auditTarget(entry)}</>}
        </p>
        <p className="text-sm text-slate-700">
          <time dateTime={entry.at}>{auditTime(entry.at)}</time>
        </p>
      </div>
      <p className="text-sm text-slate-700">
        By <span className="font-medium text-slate-900">{auditActor(entry)}</span>
        {entry.ip ? <> from {entry.ip}</> : null}
      </p>
      {changes.length > 0 && (
        <details className="mt-2" open={changes.length <= 4}>
          <summary className="cursor-pointer text-sm font-semibold text-brand-800">
            {changes.length} {changes.length === 1 ? 'change' : 'changes'}
          </summary>
          <table className="mt-2 w-full text-left text-sm">
            <thead className="text-xs uppercase tracking-wide text-slate-700">
              <tr>
                <th scope="col" className="py-1 pr-3">
                  Field
                </th>
                <th scope="col" className="py-1 pr-3">
                  Before
                </th>
                <th scope="col" className="py-1">
                  After
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 align-top">
              {changes.map((change) => (
                <tr key={change.field}>
                  <th scope="row" className="py-1 pr-3 font-medium text-slate-800">
                    {change.field}
                  </th>
                  <td className="break-words py-1 pr-3 text-slate-700">
                    {change.before === null ? (
                      <span className="italic">(none)</span>
                    ) : (
                      <del>{change.before}</del>
                    )}
                  </td>
                  <td className="break-words py-1 text-slate-900">
                    {change.after === null ? (
                      <span className="italic">(none)</span>
                    ) : (
                      <ins className="no-underline">{change.after}</ins>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </li>
  );
}
