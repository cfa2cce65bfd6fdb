import type { Product } from '@better-deals/domain';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ProductImage } from '../../../components/ui/product-image';
import { adminPrice } from '../admin-gate';

/**
 * Asks before a product is deleted (spec §4 Admin): its image, title, price, category and SKU.
 * A modal dialog: focus starts on Cancel and stays inside; Escape or a press outside cancels.
 */
export function DeleteDialog({
  product,
  onCancel,
  onConfirm,
}: {
  product: Product;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const cancelButton = useRef<HTMLButtonElement>(null);

  return (
    <Dialog
      title="Delete product?"
      description="This removes the product and its images from the store. It cannot be undone."
      onClose={onCancel}
      initialFocus={cancelButton}
    >
      <div className="mt-4 flex gap-4 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
        <div className="h-20 w-20 shrink-0 overflow-hidden rounded-lg bg-white ring-1 ring-slate-200">
          <ProductImage
            image={product.images[0]}
            alt={product.title}
            sizes="80px"
            className="h-full w-full object-contain"
          />
        </div>
        <dl className="min-w-0 text-sm">
          <div>
            <dt className="sr-only">Title</dt>
            <dd className="font-semibold wrap-anywhere text-slate-900">{product.title}</dd>
          </div>
          <div className="mt-1 flex gap-1">
            <dt className="text-slate-700">Price:</dt>
            <dd className="font-semibold text-slate-900">{adminPrice(product.price)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-slate-700">Category:</dt>
            <dd className="text-slate-900">{product.category}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-slate-700">SKU:</dt>
            <dd className="break-all font-mono text-slate-900">{product.sku}</dd>
          </div>
        </dl>
      </div>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button ref={cancelButton} variant="neutral" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
