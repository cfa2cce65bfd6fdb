import { Button } from '../../../components/ui/button';

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
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <Button variant="neutral" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p className="text-sm font-medium text-slate-700" aria-live="polite">
        Page {page} of {pageCount}
      </p>
      <Button variant="neutral" disabled={page >= pageCount || busy} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
