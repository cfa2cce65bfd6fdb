import type { Product } from '@better-deals/domain';
import { useEffect, useRef, useState } from 'react';
import { freshToken, tokenRefused } from '../../../lib/api';
import { useAppDispatch } from '../../../lib/use-app-dispatch';
import { adminApi, productWriteTags } from '../admin-api';
import { ADMIN_MESSAGES, adminErrorMessage, isStaleVersion, isUnauthorized } from '../admin-errors';
import { orderAfterSave } from '../image-list';
import { imageOrderBody, productFormData } from '../product-body';
import type { ProductEditorValues } from '../product-editor-schema';
import { serverFieldError, type ProductField, type SaveFailure } from '../product-form';
import { uploadForm } from '../upload';
import type { SavePhase } from './upload-progress';

/** How a save ended, for the form to show. */
type SaveOutcome =
  | { kind: 'saved'; message: string }
  /** Someone saved a newer version first (409 stale_version). */
  | { kind: 'conflict' }
  /** Refused or failed: the banner's text, and the field it is about when the server named one. */
  | { kind: 'failed'; banner: string; field?: { field: ProductField; message: string } }
  /** Nothing to show: the editor was closed, or the session expired and the login takes over. */
  | { kind: 'dropped' };

/**
 * Saves the editor's form as one multipart upload with its progress (spec §5, §7), then, when
 * new images were put before kept ones, puts the saved images in the editor's order. Closing
 * the editor cancels a save under way.
 */
export function useProductSave(product: Product | undefined) {
  const dispatch = useAppDispatch();
  const [phase, setPhase] = useState<SavePhase>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const save = async (values: ProductEditorValues): Promise<SaveOutcome> => {
    const editing = product !== undefined;
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ phase: 'uploading', progress: 0 });
    // Renewed first if about to run out: a long edit must not end in a refused save. A 401
    // still signs out only the session that made the call, not one started since.
    const tokenAtStart = await dispatch(freshToken());
    try {
      const answer = await uploadForm<{ data: Product }>({
        method: editing ? 'PUT' : 'POST',
        path: editing ? `/products/${encodeURIComponent(product._id)}` : '/products',
        body: productFormData(values, values.images, product?.version),
        signal: controller.signal,
        token: tokenAtStart,
        onProgress: (fraction) =>
          setPhase(fraction >= 1 ? { phase: 'processing' } : { phase: 'uploading', progress: fraction }),
      });
      let saved = answer.data;
      let message = editing ? `Product "${saved.title}" updated.` : `Product "${saved.title}" created.`;
      // New files go after the kept ones on the server; one more update puts them where staff put them.
      const order = editing ? orderAfterSave(values.images, saved.images) : null;
      if (order) {
        try {
          const call = dispatch(
            adminApi.endpoints.saveImageOrder.initiate(
              { id: saved._id, body: imageOrderBody(values, saved.version, order) },
              { track: false },
            ),
          );
          controller.signal.addEventListener('abort', () => call.abort(), { once: true });
          saved = (await call.unwrap()).data;
        } catch {
          message = `Product "${saved.title}" updated, but its image order could not be saved. Please check it.`;
        }
      }
      dispatch(adminApi.util.invalidateTags([...productWriteTags(saved._id)]));
      return { kind: 'saved', message };
    } catch (error) {
      if (controller.signal.aborted) return { kind: 'dropped' };
      if (isUnauthorized(error)) {
        dispatch(tokenRefused(tokenAtStart));
        return { kind: 'dropped' };
      }
      if (isStaleVersion(error)) return { kind: 'conflict' };
      const field = serverFieldError(error as SaveFailure);
      return {
        kind: 'failed',
        // A refusal about one field says so in the field's own words (not 'images[0]: ...').
        banner: field
          ? `${field.message} ${ADMIN_MESSAGES[editing ? 'update' : 'create']}`
          : adminErrorMessage(error, editing ? 'update' : 'create'),
        ...(field && { field }),
      };
    } finally {
      if (!controller.signal.aborted) setPhase({ phase: 'idle' });
    }
  };

  return { phase, save };
}
