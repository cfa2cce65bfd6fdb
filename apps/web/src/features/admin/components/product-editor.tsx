import { CATEGORIES, PRODUCT_LIMITS, PRODUCT_STATUSES, type Product } from '@better-deals/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ErrorBanner, PageLoader } from '../../../components/ui/feedback';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../session/use-session';
import {
  adminApi,
  expireSession,
  productWriteTags,
  selectListedProduct,
  useGetAdminProductQuery,
} from '../admin-api';
import {
  adminErrorMessage,
  CONFLICT_MESSAGE,
  isNotFound,
  isStaleVersion,
  isUnauthorized,
  productLoadMessage,
} from '../admin-errors';
import { imagesFromProduct, orderAfterSave, type EditorImage } from '../image-list';
import { imageOrderBody, productFormData } from '../product-body';
import {
  emptyProductForm,
  firstErrorField,
  formFromProduct,
  serverFieldError,
  validateProductForm,
  type FieldErrors,
  type ProductField,
  type ProductFormValues,
  type SaveFailure,
} from '../product-form';
import { uploadForm } from '../upload';
import { ArrowLeftIcon } from './admin-icons';
import { SelectField, TextAreaField, TextField } from './form-field';
import { ImageManager } from './image-manager';
import { ProductPreview } from './product-preview';
import { SpecRows } from './spec-rows';
import { STATUS_LABELS } from './status-badge';

interface EditorExits {
  onBack: () => void;
  onSaved: (message: string) => void;
}

/** The create view. */
export function NewProduct(exits: EditorExits) {
  return <ProductEditor {...exits} />;
}

/**
 * The edit view: the product from the loaded list when it is there, else fetched ('Failed to
 * load product.' / 'Product not found.'). The form keeps the version it opened with until staff
 * choose to load the latest one.
 */
export function EditProduct({ id, ...exits }: EditorExits & { id: string }) {
  const dispatch = useAppDispatch();
  const listed = useAppSelector((state) => selectListedProduct(state, id));
  const [snapshot, setSnapshot] = useState<Product | undefined>(listed);
  const [reloadError, setReloadError] = useState<string | null>(null);
  const fetched = useGetAdminProductQuery(id, {
    skip: snapshot !== undefined,
    refetchOnMountOrArgChange: true,
  });

  if (snapshot === undefined && fetched.currentData) setSnapshot(fetched.currentData);

  const loadLatest = async () => {
    setReloadError(null);
    const result = await dispatch(
      adminApi.endpoints.getAdminProduct.initiate(id, { forceRefetch: true, subscribe: false }),
    );
    if (result.data) setSnapshot(result.data);
    else if (!isUnauthorized(result.error)) setReloadError(productLoadMessage(result.error));
  };

  if (!snapshot) {
    if (fetched.isError) {
      return (
        <div className="flex flex-col gap-4">
          <BackButton onBack={exits.onBack} />
          <h2 className="text-2xl font-bold text-slate-900">Edit Product</h2>
          <ErrorBanner
            title="Error!"
            message={productLoadMessage(fetched.error)}
            onRetry={isNotFound(fetched.error) ? undefined : () => void fetched.refetch()}
            retrying={fetched.isFetching}
          />
        </div>
      );
    }
    return <PageLoader message="Loading product..." />;
  }

  return (
    <ProductEditor
      key={`${snapshot._id}@${snapshot.version}`}
      product={snapshot}
      onLoadLatest={loadLatest}
      loadError={reloadError}
      {...exits}
    />
  );
}

function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <button
      type="button"
      onClick={onBack}
      className="inline-flex w-fit items-center gap-2 rounded-lg px-2 py-1 font-semibold text-brand-800 hover:bg-brand-50"
    >
      <ArrowLeftIcon />
      Back to products
    </button>
  );
}

type SavePhase = { phase: 'idle' } | { phase: 'uploading'; progress: number } | { phase: 'processing' };

const FIELD_IDS: Record<ProductField, string> = {
  title: 'product-title',
  price: 'product-price',
  originalPrice: 'product-original-price',
  discount: 'product-discount',
  brand: 'product-brand',
  category: 'product-category',
  stock: 'product-stock',
  sku: 'product-sku',
  status: 'product-status',
  description: 'product-description',
  specifications: 'product-specifications',
  tags: 'product-tags',
  images: 'product-images',
};

/** Moves the focus to a field's control (the first control of the specifications). */
function focusField(field: ProductField) {
  const control =
    field === 'specifications'
      ? document.querySelector<HTMLElement>('#product-specifications input, #product-specifications button')
      : document.getElementById(FIELD_IDS[field]);
  control?.focus();
}

/**
 * The product form with its live preview (spec §2, §5): checked with the server's own rules,
 * errors at their fields; saved as one multipart upload with a progress bar; a save based on an
 * old version is explained, with a way to load the latest one.
 */
function ProductEditor({
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
  const dispatch = useAppDispatch();
  const { token } = useSession();
  const editing = product !== undefined;
  const [values, setValues] = useState<ProductFormValues>(() =>
    product ? formFromProduct(product) : emptyProductForm(),
  );
  const [images, setImages] = useState<EditorImage[]>(() => (product ? imagesFromProduct(product) : []));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [save, setSave] = useState<SavePhase>({ phase: 'idle' });
  const heading = useRef<HTMLHeadingElement>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    return () => abort.current?.abort();
  }, []);

  const clientErrors = submitted ? validateProductForm(values, images.length) : {};
  const errors: FieldErrors = { ...serverErrors, ...clientErrors };
  const saving = save.phase !== 'idle';

  const set = <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (serverErrors[field]) setServerErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const onImages = (next: EditorImage[]) => {
    setImages(next);
    if (serverErrors.images) setServerErrors(({ images: _gone, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    setBanner(null);
    setConflict(false);
    setServerErrors({});
    const found = validateProductForm(values, images.length);
    const first = firstErrorField(found);
    if (first) {
      setBanner('Please correct the highlighted fields.');
      focusField(first);
      return;
    }

    const controller = new AbortController();
    abort.current = controller;
    const tokenAtStart = token;
    setSave({ phase: 'uploading', progress: 0 });
    try {
      const answer = await uploadForm<{ data: Product }>({
        method: editing ? 'PUT' : 'POST',
        path: editing ? `/products/${encodeURIComponent(product._id)}` : '/products',
        body: productFormData(values, images, product?.version),
        signal: controller.signal,
        onProgress: (fraction) =>
          setSave(fraction >= 1 ? { phase: 'processing' } : { phase: 'uploading', progress: fraction }),
      });
      let saved = answer.data;
      let note = editing ? `Product "${saved.title}" updated.` : `Product "${saved.title}" created.`;
      // New files go after the kept ones on the server; one more update puts them where staff put them.
      const order = editing ? orderAfterSave(images, saved.images) : null;
      if (order) {
        try {
          const reordered = await apiRequest<{ data: Product }>(
            `/products/${encodeURIComponent(saved._id)}`,
            {
              method: 'PUT',
              body: imageOrderBody(values, saved.version, order),
              signal: controller.signal,
            },
          );
          saved = reordered.data;
        } catch {
          note = `Product "${saved.title}" updated, but its image order could not be saved. Please check it.`;
        }
      }
      dispatch(adminApi.util.invalidateTags([...productWriteTags(saved._id)]));
      onSaved(note);
    } catch (error) {
      if (controller.signal.aborted) return;
      if (isUnauthorized(error)) {
        dispatch(expireSession(tokenAtStart));
        return;
      }
      if (isStaleVersion(error)) {
        setConflict(true);
        return;
      }
      const fieldError = serverFieldError(error as SaveFailure);
      if (fieldError) {
        setServerErrors({ [fieldError.field]: fieldError.message });
        focusField(fieldError.field);
      }
      setBanner(adminErrorMessage(error, editing ? 'update' : 'create'));
    } finally {
      if (!controller.signal.aborted) setSave({ phase: 'idle' });
    }
  };

  const reload = async () => {
    if (!onLoadLatest) return;
    setReloading(true);
    await onLoadLatest();
    setReloading(false);
  };

  const title = editing ? 'Edit Product' : 'Add Product';
  const fieldProps = (field: ProductField) => ({
    id: FIELD_IDS[field],
    error: errors[field],
  });

  return (
    <div className="flex flex-col gap-4">
      <BackButton onBack={onBack} />
      <div>
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
          {title}
        </h2>
        {editing && (
          <p className="text-sm text-slate-700">
            {product.title} · SKU <span className="font-mono">{product.sku}</span>
          </p>
        )}
      </div>

      {conflict && (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <p className="font-bold">This product has changed</p>
          <p className="mt-1">{CONFLICT_MESSAGE}</p>
          <p className="mt-1 text-sm">Loading the latest version replaces what you typed here.</p>
          <button
            type="button"
            onClick={() => void reload()}
            disabled={reloading}
            className="mt-3 rounded-lg bg-amber-800 px-4 py-2 font-semibold text-white hover:bg-amber-900 disabled:opacity-60"
          >
            {reloading ? 'Loading...' : 'Load latest version'}
          </button>
        </div>
      )}
      {loadError && <ErrorBanner title="Error!" message={loadError} />}
      {banner && <ErrorBanner title="Error!" message={banner} />}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          aria-label={title}
          className="flex flex-col gap-5 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-6"
        >
          <TextField
            {...fieldProps('title')}
            label="Title"
            required
            maxLength={PRODUCT_LIMITS.titleMax}
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              {...fieldProps('price')}
              label="Price (₦)"
              required
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              value={values.price}
              onChange={(e) => set('price', e.target.value)}
            />
            <TextField
              {...fieldProps('originalPrice')}
              label="Original price (₦)"
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              hint="Optional: the price before the deal."
              value={values.originalPrice}
              onChange={(e) => set('originalPrice', e.target.value)}
            />
            <TextField
              {...fieldProps('discount')}
              label="Discount (%)"
              type="number"
              inputMode="numeric"
              min="0"
              max="100"
              step="1"
              hint="Empty: worked out from the two prices."
              value={values.discount}
              onChange={(e) => set('discount', e.target.value)}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              {...fieldProps('brand')}
              label="Brand"
              maxLength={PRODUCT_LIMITS.brandMax}
              placeholder="Unknown Brand"
              value={values.brand}
              onChange={(e) => set('brand', e.target.value)}
            />
            <SelectField
              {...fieldProps('category')}
              label="Category"
              required
              value={values.category}
              onChange={(e) => set('category', e.target.value)}
            >
              <option value="">Select a category</option>
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              {...fieldProps('stock')}
              label="Stock"
              required
              type="number"
              inputMode="numeric"
              min="0"
              step="1"
              value={values.stock}
              onChange={(e) => set('stock', e.target.value)}
            />
            <TextField
              {...fieldProps('sku')}
              label="SKU"
              maxLength={PRODUCT_LIMITS.skuMax}
              autoComplete="off"
              hint={editing ? 'Empty: keeps the current SKU.' : 'Empty: one is made up.'}
              value={values.sku}
              onChange={(e) => set('sku', e.target.value)}
            />
            <SelectField
              {...fieldProps('status')}
              label="Status"
              value={values.status}
              onChange={(e) => set('status', e.target.value as ProductFormValues['status'])}
            >
              {PRODUCT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </SelectField>
          </div>
          <TextAreaField
            {...fieldProps('description')}
            label="Description"
            required
            rows={5}
            maxLength={PRODUCT_LIMITS.descriptionMax}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
          <SpecRows
            rows={values.specifications}
            onChange={(rows) => set('specifications', rows)}
            error={errors.specifications}
          />
          <TextField
            {...fieldProps('tags')}
            label="Tags"
            hint="Separate tags with commas, e.g. phone, android, 5g."
            value={values.tags}
            onChange={(e) => set('tags', e.target.value)}
          />
          <ImageManager images={images} onChange={onImages} error={errors.images} />

          {save.phase !== 'idle' && <UploadProgress save={save} />}

          <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={onBack}
              className="rounded-lg border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-100"
            >
              Cancel
            </button>
            <button
              type="submit"
              disabled={saving}
              className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
            >
              {saving ? 'Saving...' : editing ? 'Save Changes' : 'Create Product'}
            </button>
          </div>
        </form>

        <aside className="lg:sticky lg:top-20 lg:self-start">
          <ProductPreview values={values} images={images} saved={product} />
        </aside>
      </div>
    </div>
  );
}

function UploadProgress({ save }: { save: SavePhase }) {
  const percent = save.phase === 'uploading' ? Math.round(save.progress * 100) : 100;
  const label = save.phase === 'processing' ? 'Processing images...' : `Uploading... ${percent}%`;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm font-medium text-slate-800" aria-live="polite">
        {label}
      </p>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
