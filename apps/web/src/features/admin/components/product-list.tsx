import { TIMINGS } from '@better-deals/domain';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/feedback';
import { plural } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ADMIN_PAGE_SIZE, useGetAdminProductsQuery } from '../admin-api';
import { adminErrorMessage } from '../admin-errors';
import { DeleteDialog } from './delete-dialog';
import { SuccessNote } from './form-field';
import { Pager } from './pager';
import { ProductFilters } from './product-filters';
import { ProductTable, ProductTableSkeleton } from './product-table';
import type { ProductListState } from './products-tab';
import { useProductDelete } from './use-product-delete';
import { Icon } from '../../../components/ui/icons';

/**
 * Every product of every status, 20 a page from the server: search by title or SKU (debounced),
 * filter by category and status, edit, and delete through a confirmation dialog.
 */
export function ProductList({
  state,
  onStateChange,
  notice,
  onNotice,
  onAdd,
  onEdit,
  focusHeading = false,
}: {
  state: ProductListState;
  /** Focus the heading on arrival (back from the editor). */
  focusHeading?: boolean;
  onStateChange: (next: ProductListState) => void;
  notice: string | null;
  onNotice: (message: string | null) => void;
  onAdd: () => void;
  onEdit: (id: string) => void;
}) {
  const search = useDebouncedValue(state.search.trim(), TIMINGS.searchDebounceMs);
  const args = { search, category: state.category, status: state.status, page: state.page };
  const list = useGetAdminProductsQuery(args);
  const heading = useRef<HTMLHeadingElement>(null);
  const {
    pendingDelete,
    askToDelete,
    deletingId,
    hiddenIds,
    actionError,
    deleteRef,
    closeDialog,
    confirmDelete,
  } = useProductDelete({ heading, onNotice, refetch: list.refetch });

  // The success note ('Product "X" created.') shows for a few seconds.
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => onNotice(null), TIMINGS.successMessageMs);
    return () => clearTimeout(timer);
  }, [notice, onNotice]);

  // Back from the editor the list's heading takes the focus (only on arrival).
  const focusOnArrival = useRef(focusHeading);
  useEffect(() => {
    if (focusOnArrival.current) heading.current?.focus({ preventScroll: true });
  }, []);

  const data = list.data;
  // Deleted rows leave at once; the count follows before the refreshed page arrives.
  const count = Math.max(
    0,
    (data?.count ?? 0) - (data?.data.filter((p) => hiddenIds.has(p._id)).length ?? 0),
  );
  const pageCount = Math.max(1, Math.ceil(count / ADMIN_PAGE_SIZE));
  const products = (data?.data ?? []).filter((p) => !hiddenIds.has(p._id));
  const filtered = search !== '' || state.category !== '' || state.status !== 'all';

  // A page past the end (the last product of the last page was deleted) moves back.
  useEffect(() => {
    if (data && state.page > pageCount) onStateChange({ ...state, page: pageCount });
  }, [data, state, pageCount, onStateChange]);

  const update = (patch: Partial<ProductListState>) => onStateChange({ ...state, page: 1, ...patch });

  return (
    <section aria-labelledby="admin-products-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2
            id="admin-products-title"
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-bold text-slate-900 outline-none"
          >
            Products
          </h2>
          {data && (
            <p className="text-sm text-slate-700" aria-live="polite">
              {plural(count, 'product')}
              {filtered ? ' found' : ''}
            </p>
          )}
        </div>
        <Button onClick={onAdd}>
          <Icon name="plus" />
          Add Product
        </Button>
      </div>

      {notice && <SuccessNote onDismiss={() => onNotice(null)}>{notice}</SuccessNote>}
      {actionError && <ErrorBanner title="Error!" message={actionError} />}

      <ProductFilters state={state} onChange={update} />

      {list.isError && !list.isFetching ? (
        <ErrorBanner
          title="Error!"
          message={adminErrorMessage(list.error, 'fetch')}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : !data ? (
        <ProductTableSkeleton />
      ) : products.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl bg-white px-4 py-16 text-center ring-1 ring-slate-200">
          <p className="text-xl font-bold text-slate-900">No products found</p>
          <p className="text-slate-700">
            {filtered
              ? 'Try adjusting your search or filter criteria.'
              : 'Get started by creating your first product.'}
          </p>
          {!filtered && (
            <Button onClick={onAdd} className="mt-2">
              Add Product
            </Button>
          )}
        </div>
      ) : (
        <ProductTable
          products={products}
          page={Math.min(state.page, pageCount)}
          pageCount={pageCount}
          busy={list.isFetching}
          deletingId={deletingId}
          onEdit={onEdit}
          onDelete={askToDelete}
          deleteRef={deleteRef}
        />
      )}

      {data && (
        <Pager
          headingId="admin-products-title"
          label="Product pages"
          page={Math.min(state.page, pageCount)}
          pageCount={pageCount}
          busy={list.isFetching}
          onPage={(page) => onStateChange({ ...state, page })}
        />
      )}

      {pendingDelete && (
        <DeleteDialog
          product={pendingDelete}
          onCancel={closeDialog}
          onConfirm={() => void confirmDelete(pendingDelete)}
        />
      )}
    </section>
  );
}
