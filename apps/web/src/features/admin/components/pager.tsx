import { Button } from '../../../components/ui/button';

/**
 * 'Page X of Y' with Previous and Next (server-side paging of the admin lists). A new page moves
 * the focus, and the view, to the list's heading: the button pressed is disabled while the page
 * loads, and would otherwise drop the focus to the page's body at the bottom of the old list.
 */
export function Pager({
  page,
  pageCount,
  onPage,
  label,
  headingId,
  busy = false,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** What is paged, e.g. 'Product pages'. */
  label: string;
  /** The id of the list's heading (focusable: `tabIndex={-1}`). */
  headingId: string;
  busy?: boolean;
}) {
  if (pageCount <= 1) return null;
  const turnTo = (to: number) => {
    onPage(to);
    document.getElementById(headingId)?.focus();
  };
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <Button variant="neutral" disabled={page <= 1 || busy} onClick={() => turnTo(page - 1)}>
        Previous
      </Button>
      <p className="text-sm font-medium text-slate-700" aria-live="polite">
        Page {page} of {pageCount}
      </p>
      <Button variant="neutral" disabled={page >= pageCount || busy} onClick={() => turnTo(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
