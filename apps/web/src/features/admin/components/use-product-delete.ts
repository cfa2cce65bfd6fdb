import { TIMINGS, type Product } from '@better-deals/domain';
import { useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useDeleteProductMutation } from '../admin-api';
import { adminErrorMessage, isUnauthorized } from '../admin-errors';

/**
 * Deleting products from the admin list: the product the dialog asks about, the row being
 * deleted, the rows already deleted (gone at once, before the refreshed page arrives) and why a
 * delete failed. The focus goes to the list's heading while a row is deleted, and back to the
 * row's delete button when the dialog is cancelled or the delete fails.
 */
export function useProductDelete({
  heading,
  onNotice,
  refetch,
}: {
  heading: RefObject<HTMLHeadingElement | null>;
  onNotice: (message: string | null) => void;
  /** Asks for the list again after a failed delete. */
  refetch: () => unknown;
}) {
  const [deleteProduct] = useDeleteProductMutation();
  const [pendingDelete, setPendingDelete] = useState<Product | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [hiddenIds, setHiddenIds] = useState<ReadonlySet<string>>(new Set());
  const [actionError, setActionError] = useState<string | null>(null);
  const deleteButtons = useRef(new Map<string, HTMLButtonElement>());

  const deleteRef = (id: string, el: HTMLButtonElement | null) => {
    if (el) deleteButtons.current.set(id, el);
    else deleteButtons.current.delete(id);
  };

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
      void refetch();
    }
  };

  return {
    pendingDelete,
    askToDelete: setPendingDelete,
    deletingId,
    hiddenIds,
    actionError,
    deleteRef,
    closeDialog,
    confirmDelete,
  };
}
