import type { Product } from '@better-deals/domain';
import { Button } from '../../../components/ui/button';
import { Skeleton, Spinner } from '../../../components/ui/feedback';
import { Icon } from '../../../components/ui/icons';
import { ProductImage } from '../../../components/ui/product-image';
import { adminPrice } from '../admin-gate';
import { StatusBadge } from './status-badge';

/**
 * One page of the admin's products as a table: image, title and SKU, category, price, stock,
 * status, and Edit and Delete on each row (a spinner in their place while the row is deleted).
 * Faded while the next page loads.
 */
export function ProductTable({
  products,
  page,
  pageCount,
  busy,
  deletingId,
  onEdit,
  onDelete,
  deleteRef,
}: {
  products: Product[];
  page: number;
  pageCount: number;
  busy: boolean;
  deletingId: string | null;
  onEdit: (id: string) => void;
  onDelete: (product: Product) => void;
  /** Each row's delete button, for the focus to come back to. */
  deleteRef: (id: string, el: HTMLButtonElement | null) => void;
}) {
  return (
    <div
      aria-busy={busy}
      className={`overflow-hidden rounded-xl bg-white ring-1 ring-slate-200 transition-opacity ${
        busy ? 'opacity-60' : ''
      }`}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          Products, page {page} of {pageCount}
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
              onDelete={() => onDelete(product)}
              deleteRef={(el) => deleteRef(product._id, el)}
            />
          ))}
        </tbody>
      </table>
    </div>
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

/** The table's place while the first page loads. */
export function ProductTableSkeleton() {
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
