/** 'Page X of Y' with Previous and Next (server-side paging of the admin lists). */
export function Pager({
  page,
  pageCount,
  onPage,
  label,
  busy = false,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** What is paged, e.g. 'Product pages'. */
  label: string;
  busy?: boolean;
}) {
  if (pageCount <= 1) return null;
  const button =
    'rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <button type="button" className={button} disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <p className="text-sm font-medium text-slate-700" aria-live="polite">
        Page {page} of {pageCount}
      </p>
      <button
        type="button"
        className={button}
        disabled={page >= pageCount || busy}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
