import type { Product } from '@better-deals/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/feedback';
import { CONFLICT_MESSAGE } from '../admin-errors';
import { editorValues, ProductEditorSchema, type ProductEditorValues } from '../product-editor-schema';
import { FIELD_ORDER } from '../product-form';
import { ProductFields } from './product-fields';
import { ProductPreview } from './product-preview';
import { UploadProgress } from './upload-progress';
import { useProductSave } from './use-product-save';
import { Icon } from '../../../components/ui/icons';

export interface EditorExits {
  onBack: () => void;
  onSaved: (message: string) => void;
}

/** 'Back to products', above the editor and above its load error. */
export function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <Button variant="ghost" size="sm" onClick={onBack} className="w-fit">
      <Icon name="arrow-left" />
      Back to products
    </Button>
  );
}

/**
 * The product form with its live preview (spec §2, §5): checked with the server's own rules,
 * errors at their fields and the focus on the first of them; saved as one multipart upload with
 * a progress bar; a save based on an old version is explained, with a way to load the latest one.
 */
export function ProductEditor({
  product,
  onBack,
  onSaved,
  onLoadLatest,
  loadError,
}: EditorExits & {
  product?: Product;
  onLoadLatest?: () => Promise<void>;
  loadError?: string | null;
}) {
  const editing = product !== undefined;
  const [defaultValues] = useState(() => editorValues(product));
  const form = useForm<ProductEditorValues>({
    resolver: zodResolver(ProductEditorSchema),
    defaultValues,
    // The focus goes to the first error in the order staff see the fields (see focusFirstError):
    // react-hook-form's own order is that of registration, which puts the lists last.
    shouldFocusError: false,
  });
  const { control, handleSubmit, setError, setFocus } = form;
  // A shallow copy per change: the preview re-renders as staff type.
  const values = useWatch({ control, compute: (all: ProductEditorValues) => ({ ...all }) });
  const { phase, save } = useProductSave(product);
  const saving = phase.phase !== 'idle';
  const [banner, setBanner] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus({ preventScroll: true }), []);

  const focusFirstError = (errors: FieldErrors<ProductEditorValues>) => {
    const first = FIELD_ORDER.find((field) => errors[field] !== undefined);
    if (first) setFocus(first);
  };

  const submit = handleSubmit(
    async (checked) => {
      const outcome = await save(checked);
      if (outcome.kind === 'saved') onSaved(outcome.message);
      else if (outcome.kind === 'conflict') setConflict(true);
      else if (outcome.kind === 'failed') {
        if (outcome.field) {
          const { field, message } = outcome.field;
          setError(field, { type: 'server', message }, { shouldFocus: true });
        }
        setBanner(outcome.banner);
      }
    },
    (errors) => {
      setBanner('Please correct the highlighted fields.');
      focusFirstError(errors);
    },
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (saving) {
      event.preventDefault();
      return;
    }
    setBanner(null);
    setConflict(false);
    void submit(event);
  };

  const title = editing ? 'Edit Product' : 'Add Product';

  return (
    <div className="flex flex-col gap-4">
      <BackButton onBack={onBack} />
      <div>
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
          {title}
        </h2>
        {editing && (
          <p className="text-sm wrap-anywhere text-slate-700">
            {product.title} · SKU <span className="font-mono">{product.sku}</span>
          </p>
        )}
      </div>

      {conflict && <ConflictNotice onLoadLatest={onLoadLatest} />}
      {loadError && <ErrorBanner title="Error!" message={loadError} />}
      {banner && <ErrorBanner title="Error!" message={banner} />}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label={title}
          className="flex flex-col gap-5 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-6"
        >
          <ProductFields form={form} editing={editing} />

          {phase.phase !== 'idle' && <UploadProgress save={phase} />}

          <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
            <Button variant="neutral" onClick={onBack}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : editing ? 'Save Changes' : 'Create Product'}
            </Button>
          </div>
        </form>

        <aside className="lg:sticky lg:top-20 lg:self-start">
          <ProductPreview values={values} images={values.images} saved={product} />
        </aside>
      </div>
    </div>
  );
}

/** A save refused because someone saved a newer version first: say so, offer the latest one. */
function ConflictNotice({ onLoadLatest }: { onLoadLatest: (() => Promise<void>) | undefined }) {
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    if (!onLoadLatest) return;
    setReloading(true);
    await onLoadLatest();
    setReloading(false);
  };
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-bold">This product has changed</p>
      <p className="mt-1">{CONFLICT_MESSAGE}</p>
      <p className="mt-1 text-sm">Loading the latest version replaces what you typed here.</p>
      <Button onClick={() => void reload()} disabled={reloading} className="mt-3">
        {reloading ? 'Loading...' : 'Load latest version'}
      </Button>
    </div>
  );
}
