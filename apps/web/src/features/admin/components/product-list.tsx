import { CATEGORIES, PRODUCT_STATUSES, TIMINGS, type Product } from '@better-deals/domain';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/ui/button';
import { ErrorBanner, Skeleton, Spinner } from '../../../components/ui/feedback';
import { Field, Input } from '../../../components/ui/field';
import { ProductImage } from '../../../components/ui/product-image';
import { Select } from '../../../components/ui/select';
import { plural } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  ADMIN_PAGE_SIZE,
  useDeleteProductMutation,
  useGetAdminProductsQuery,
  type StatusFilter,
} from '../admin-api';
import { adminErrorMessage, isUnauthorized } from '../admin-errors';
import { adminPrice } from '../admin-gate';
import { DeleteDialog } from './delete-dialog';
import { SuccessNote } from './form-field';
import { Pager } from './pager';
import type { ProductListState } from './products-tab';
import { STATUS_LABELS, StatusBadge } from './status-badge';
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
  const [deleteProduct] = useDeleteProductMutation();

  const [pendingDelete, setPendingDelete] = useState<Product | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [hiddenIds, setHiddenIds] = useState<ReadonlySet<string>>(new Set());
  const [actionError, setActionError] = useState<string | null>(null);
  const deleteButtons = useRef(new Map<string, HTMLButtonElement>());
  const heading = useRef<HTMLHeadingElement>(null);

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

  const closeDialog = () => {
    const id = pendingDelete?._id;
    setPendingDelete(null);
    if (id) deleteButtons.current.get(id)?.focus();
  };

  const confirmDelete = async (product: Product) => {
    setPendingDelete(null);
    setDeletingId(product._id);
    setActionError(null);
    onNotice(null);
    heading.current?.focus({ preventScroll: true });
    // The row shows its spinner for a moment before the call (spec §4 Admin).
    await new Promise((resolve) => setTimeout(resolve, TIMINGS.rowDeleteSpinnerMs));
    try {
      await deleteProduct(product._id).unwrap();
      setHiddenIds((ids) => new Set(ids).add(product._id));
      setDeletingId(null);
      onNotice(`Product "${product.title}" deleted.`);
    } catch (error) {
      if (isUnauthorized(error)) return;
      // The row shows its buttons again, and its delete button gets the focus back.
      flushSync(() => {
        setDeletingId(null);
        setActionError(adminErrorMessage(error, 'delete'));
      });
      deleteButtons.current.get(product._id)?.focus();
      void list.refetch();
    }
  };

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

      <div
        role="search"
        aria-label="Find products"
        className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
      >
        <Field label="Search by title or SKU" id="admin-search">
          <Input
            type="search"
            value={state.search}
            maxLength={100}
            autoComplete="off"
            placeholder="e.g. Galaxy or ELE-1234"
            onChange={(event) => update({ search: event.target.value })}
          />
        </Field>
        <Field label="Category" id="admin-category">
          <Select value={state.category} onChange={(event) => update({ category: event.target.value })}>
            <option value="">All categories</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Status" id="admin-status">
          <Select
            value={state.status}
            onChange={(event) => update({ status: event.target.value as StatusFilter })}
          >
            <option value="all">All statuses</option>
            {PRODUCT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </Field>
      </div>

      {list.isError && !list.isFetching ? (
        <ErrorBanner
          title="Error!"
          message={adminErrorMessage(list.error, 'fetch')}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : !data ? (
        <ListSkeleton />
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
        <div
          aria-busy={list.isFetching}
          className={`overflow-hidden rounded-xl bg-white ring-1 ring-slate-200 transition-opacity ${
            list.isFetching ? 'opacity-60' : ''
          }`}
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              Products, page {Math.min(state.page, pageCount)} of {pageCount}
            </caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700">
              <tr>
                <th scope="col" className="w-16 px-3 py-3">
                  <span className="sr-only">Image</span>
                </th>
                <th scope="col" className="px-3 py-3">
                  Product
                </th>
                <th scope="col" className="hidden px-3 py-3 lg:table-cell">
                  Category
                </th>
                <th scope="col" className="hidden px-3 py-3 text-right md:table-cell">
                  Price
                </th>
                <th scope="col" className="hidden px-3 py-3 text-right md:table-cell">
                  Stock
                </th>
                <th scope="col" className="hidden px-3 py-3 md:table-cell">
                  Status
                </th>
                <th scope="col" className="px-3 py-3 text-right">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {products.map((product) => (
                <ProductRow
                  key={product._id}
                  product={product}
                  deleting={deletingId === product._id}
                  onEdit={() => onEdit(product._id)}
                  onDelete={() => setPendingDelete(product)}
                  deleteRef={(el) => {
                    if (el) deleteButtons.current.set(product._id, el);
                    else deleteButtons.current.delete(product._id);
                  }}
                />
              ))}
            </tbody>
          </table>
        </div>
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

function ProductRow({
  product,
  deleting,
  onEdit,
  onDelete,
  deleteRef,
}: {
  product: Product;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
  deleteRef: (el: HTMLButtonElement | null) => void;
}) {
  return (
    <tr className={deleting ? 'bg-red-50/50' : undefined}>
      <td className="px-3 py-3 align-top">
        <div className="h-12 w-12 overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200">
          <ProductImage
            image={product.images[0]}
            alt=""
            sizes="48px"
            className="h-full w-full object-contain"
          />
        </div>
      </td>
      <td className="px-3 py-3 align-top">
        <p className="font-semibold wrap-anywhere text-slate-900">{product.title}</p>
        <p className="text-xs text-slate-700">
          SKU: <span className="font-mono">{product.sku}</span>
        </p>
        {/* Small screens: the other columns' facts under the title. */}
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-700 md:hidden">
          <span className="font-semibold text-slate-900">{adminPrice(product.price)}</span>
          <span>Stock: {product.stock}</span>
          <span>{product.category}</span>
          <StatusBadge status={product.status} />
        </p>
        <p className="mt-1 hidden text-xs text-slate-700 md:block lg:hidden">{product.category}</p>
      </td>
      <td className="hidden px-3 py-3 align-top text-slate-800 lg:table-cell">{product.category}</td>
      <td className="hidden px-3 py-3 text-right align-top font-semibold text-slate-900 md:table-cell">
        {adminPrice(product.price)}
      </td>
      <td
        className={`hidden px-3 py-3 text-right align-top md:table-cell ${
          product.stock <= 0 ? 'font-semibold text-red-700' : 'text-slate-800'
        }`}
      >
        {product.stock}
      </td>
      <td className="hidden px-3 py-3 align-top md:table-cell">
        <StatusBadge status={product.status} />
      </td>
      <td className="px-3 py-3 align-top">
        <div className="flex items-center justify-end gap-2">
          {deleting ? (
            <span role="status" className="inline-flex items-center gap-2 text-sm font-medium text-red-800">
              <Spinner className="h-5 w-5" />
              <span className="max-sm:sr-only">Deleting...</span>
              <span className="sr-only">{product.title}</span>
            </span>
          ) : (
            <>
              <Button
                variant="outline"
                size="icon-square"
                onClick={onEdit}
                aria-label={`Edit ${product.title}`}
                title="Edit"
              >
                <Icon name="pencil" />
              </Button>
              <Button
                ref={deleteRef}
                variant="danger-outline"
                size="icon-square"
                onClick={onDelete}
                aria-label={`Delete ${product.title}`}
                title="Delete"
              >
                <Icon name="trash" />
              </Button>
            </>
          )}
        </div>
      </td>
    </tr>
  );
}

function ListSkeleton() {
  return (
    <div className="rounded-xl bg-white p-3 ring-1 ring-slate-200" aria-busy="true">
      <p role="status" className="sr-only">
        Loading products...
      </p>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="flex items-center gap-3 border-b border-slate-100 py-3 last:border-0">
          <Skeleton className="h-12 w-12" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
          </div>
          <Skeleton className="h-10 w-24" />
        </div>
      ))}
    </div>
  );
}
