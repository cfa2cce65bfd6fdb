import { CATEGORIES, PRODUCT_LIMITS, PRODUCT_STATUSES } from '@better-deals/domain';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import type { ProductEditorValues } from '../product-editor-schema';
import type { ProductField } from '../product-form';
import { ImageManager } from './image-manager';
import { SpecRows } from './spec-rows';
import { STATUS_LABELS } from './status-badge';

/** Each control's id, so its hint and error (`<id>-hint`, `<id>-error`) can be tied to it. */
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

const decimal = { type: 'number', inputMode: 'decimal', min: '0', step: '0.01' } as const;
const whole = { type: 'number', inputMode: 'numeric', min: '0', step: '1' } as const;

/**
 * The product form's fields in the order staff fill them (spec §3, §5), each with its label,
 * hint and error. Specifications and images are edited as lists of their own.
 */
export function ProductFields({
  form,
  editing,
}: {
  form: UseFormReturn<ProductEditorValues>;
  editing: boolean;
}) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const field = (name: ProductField) => ({ id: FIELD_IDS[name], error: errors[name]?.message });

  return (
    <>
      <Field {...field('title')} label="Title" required>
        <Input {...register('title')} required maxLength={PRODUCT_LIMITS.titleMax} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field {...field('price')} label="Price (₦)" required>
          {/* The original price's rule compares the two prices: it is checked again as either changes. */}
          <Input {...register('price', { deps: ['originalPrice'] })} required {...decimal} />
        </Field>
        <Field
          {...field('originalPrice')}
          label="Original price (₦)"
          hint="Optional: the price before the deal."
        >
          <Input {...register('originalPrice')} {...decimal} />
        </Field>
        <Field {...field('discount')} label="Discount (%)" hint="Empty: worked out from the two prices.">
          <Input {...register('discount')} {...whole} max="100" />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...field('brand')} label="Brand">
          <Input {...register('brand')} maxLength={PRODUCT_LIMITS.brandMax} placeholder="Unknown Brand" />
        </Field>
        <Field {...field('category')} label="Category" required>
          <Select {...register('category')} required>
            <option value="">Select a category</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field {...field('stock')} label="Stock" required>
          <Input {...register('stock')} required {...whole} />
        </Field>
        <Field
          {...field('sku')}
          label="SKU"
          hint={editing ? 'Empty: keeps the current SKU.' : 'Empty: one is made up.'}
        >
          <Input {...register('sku')} maxLength={PRODUCT_LIMITS.skuMax} autoComplete="off" />
        </Field>
        <Field {...field('status')} label="Status">
          <Select {...register('status')}>
            {PRODUCT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field {...field('description')} label="Description" required>
        <Textarea {...register('description')} required rows={5} maxLength={PRODUCT_LIMITS.descriptionMax} />
      </Field>
      <Controller
        control={control}
        name="specifications"
        render={({ field: rows, fieldState }) => (
          <SpecRows
            ref={rows.ref}
            rows={rows.value}
            onChange={rows.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Field {...field('tags')} label="Tags" hint="Separate tags with commas, e.g. phone, android, 5g.">
        <Input {...register('tags')} />
      </Field>
      <Controller
        control={control}
        name="images"
        render={({ field: images, fieldState }) => (
          <ImageManager
            ref={images.ref}
            images={images.value}
            onChange={images.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}
