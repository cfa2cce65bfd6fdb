import { PRODUCT_STATUSES, type Product } from '@better-deals/domain';
import { z } from 'zod';
import { imagesFromProduct, type EditorImage } from './image-list';
import {
  emptyProductForm,
  FIELD_ORDER,
  formFromProduct,
  validateProductForm,
  type ProductFormValues,
} from './product-form';

/** Everything the product editor's form holds: the text fields and the images, in their order. */
export interface ProductEditorValues extends ProductFormValues {
  images: EditorImage[];
}

/**
 * The editor's form as react-hook-form checks it: the server's own contract (ProductInput, via
 * validateProductForm) and the image rules, each refusal at its field in the form's words.
 */
export const ProductEditorSchema = z
  .object({
    title: z.string(),
    price: z.string(),
    originalPrice: z.string(),
    discount: z.string(),
    brand: z.string(),
    category: z.string(),
    stock: z.string(),
    sku: z.string(),
    status: z.enum(PRODUCT_STATUSES),
    description: z.string(),
    specifications: z.array(z.object({ id: z.string(), name: z.string(), value: z.string() })),
    tags: z.string(),
    images: z.array(z.custom<EditorImage>()),
  })
  .superRefine((values, ctx) => {
    const errors = validateProductForm(values, values.images.length);
    for (const field of FIELD_ORDER) {
      const message = errors[field];
      if (message !== undefined) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });

/** The form a product opens with: a saved one's fields and images, or an empty new one. */
export function editorValues(product?: Product): ProductEditorValues {
  return product
    ? { ...formFromProduct(product), images: imagesFromProduct(product) }
    : { ...emptyProductForm(), images: [] };
}
