import type { Product } from '@better-deals/domain';
import { useEffect, useRef } from 'react';
import { ProductImage } from '../../../components/ui/product-image';
import { useDismiss, useFocusTrap } from '../../../lib/use-dismiss';
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
  const panel = useRef<HTMLDivElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  useDismiss(true, onCancel, [panel]);
  useFocusTrap(true, panel);

  useEffect(() => {
    cancelButton.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/60 p-4 sm:items-center">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="delete-dialog-title"
        aria-describedby="delete-dialog-text"
        className="w-full max-w-md rounded-xl bg-white p-5 shadow-2xl"
      >
        <h2 id="delete-dialog-title" className="text-xl font-bold text-slate-900">
          Delete product?
        </h2>
        <p id="delete-dialog-text" className="mt-1 text-slate-700">
          This removes the product and its images from the store. It cannot be undone.
        </p>
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
              <dd className="font-semibold text-slate-900">{product.title}</dd>
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
          <button
            ref={cancelButton}
            type="button"
            onClick={onCancel}
            className="rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-100"
          >
            Cancel
          </button>
          <button
            type="button"
            onClick={onConfirm}
            className="rounded-lg bg-red-700 px-4 py-2.5 font-semibold text-white hover:bg-red-800"
          >
            Delete
          </button>
        </div>
      </div>
    </div>
  );
}
