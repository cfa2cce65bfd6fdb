import {
  DEFAULT_BRAND,
  PRODUCT_LIMITS,
  discountShown,
  ProductInput,
  normaliseTags,
  type Product,
  type ProductStatus,
} from '@better-deals/domain';

/** One specification as the form edits it: a name and a value, with a stable row id. */
export interface SpecRow {
  id: string;
  name: string;
  value: string;
}

/** The product form's fields, as typed (text), before they are checked. */
export interface ProductFormValues {
  title: string;
  price: string;
  originalPrice: string;
  discount: string;
  brand: string;
  category: string;
  stock: string;
  sku: string;
  status: ProductStatus;
  description: string;
  specifications: SpecRow[];
  /** Edited as one comma-separated string (spec §3). */
  tags: string;
}

export type ProductField = keyof ProductFormValues | 'images';
export type FieldErrors = Partial<Record<ProductField, string>>;

/** Each field's visible label, in the order the form shows them (the first error gets focus). */
const FIELD_LABELS: Record<ProductField, string> = {
  title: 'Title',
  price: 'Price',
  originalPrice: 'Original price',
  discount: 'Discount',
  brand: 'Brand',
  category: 'Category',
  stock: 'Stock',
  sku: 'SKU',
  status: 'Status',
  description: 'Description',
  specifications: 'Specifications',
  tags: 'Tags',
  images: 'Images',
};
export const FIELD_ORDER = Object.keys(FIELD_LABELS) as ProductField[];

const isField = (key: string): key is ProductField => Object.hasOwn(FIELD_LABELS, key);

let rowSequence = 0;
/** A fresh id for a specification row. */
export const newRowId = () => `spec-${++rowSequence}`;

/** An empty form for a new product: active, nothing else filled in. */
export function emptyProductForm(): ProductFormValues {
  return {
    title: '',
    price: '',
    originalPrice: '',
    discount: '',
    brand: '',
    category: '',
    stock: '',
    sku: '',
    status: 'active',
    description: '',
    specifications: [],
    tags: '',
  };
}

/** The discount (%) that follows from the two prices, as the server works it out. */
function derivedDiscount(price: number, originalPrice: number | null): number {
  return price > 0 ? discountShown(price, originalPrice) : 0;
}

/**
 * A saved product in the form. A discount equal to what the prices give is left empty, so it
 * keeps following the prices when they are edited; a different one is kept as typed.
 */
export function formFromProduct(product: Product): ProductFormValues {
  const derived = derivedDiscount(product.price, product.originalPrice);
  return {
    title: product.title,
    price: String(product.price),
    originalPrice: product.originalPrice === null ? '' : String(product.originalPrice),
    discount: product.discount === derived ? '' : String(product.discount),
    brand: product.brand,
    category: product.category,
    stock: String(product.stock),
    sku: product.sku,
    status: product.status,
    description: product.description,
    specifications: Object.entries(product.specifications).map(([name, value]) => ({
      id: newRowId(),
      name,
      value,
    })),
    tags: product.tags.join(', '),
  };
}

/** Tags typed as 'a, b,, c': split on commas, trimmed, empties and repeats dropped. */
function parseTags(text: string): string[] {
  return normaliseTags(text.split(','));
}

/** The specification rows as the object the server stores; rows left wholly empty are skipped. */
function specificationsObject(rows: readonly SpecRow[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const row of rows) {
    if (row.name.trim() === '' && row.value.trim() === '') continue;
    out[row.name.trim()] = row.value.trim();
  }
  return out;
}

/**
 * The form's text fields exactly as the multipart body carries them (spec §7): numbers as
 * typed, specifications as JSON text, tags as a JSON list. Optional fields left empty are sent
 * empty, which the server reads as "not given".
 */
export function productFields(values: ProductFormValues): Record<string, string> {
  return {
    title: values.title,
    price: values.price.trim(),
    originalPrice: values.originalPrice.trim(),
    discount: values.discount.trim(),
    brand: values.brand,
    category: values.category,
    description: values.description,
    stock: values.stock.trim(),
    sku: values.sku.trim(),
    status: values.status,
    specifications: JSON.stringify(specificationsObject(values.specifications)),
    tags: JSON.stringify(parseTags(values.tags)),
  };
}

/**
 * A contract message worded for a person: 'originalPrice must not be below price.' reads
 * 'Original price must not be below price.'; 'images: add at least one image.' reads
 * 'Add at least one image.'.
 */
export function humaniseMessage(field: ProductField, message: string): string {
  const prefixed = new RegExp(`^${field}(?:\\[\\d+\\]|\\.[^\\s:]+)?:\\s*`).exec(message);
  let text = prefixed ? message.slice(prefixed[0].length) : message;
  if (!prefixed && text.startsWith(`${field} `)) {
    const rest = text.slice(field.length);
    text =
      field === 'specifications' && /^ (names|values)\b/.test(rest)
        ? `Specification${rest}`
        : `${FIELD_LABELS[field]}${rest}`;
  }
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Specification names must differ (ignoring case), or one row would silently replace another. */
function duplicateSpecName(rows: readonly SpecRow[]): string | undefined {
  const seen = new Set<string>();
  for (const row of rows) {
    const name = row.name.trim();
    if (name === '') continue;
    if (seen.has(name.toLowerCase())) return name;
    seen.add(name.toLowerCase());
  }
  return undefined;
}

/**
 * Checks the form with the server's own contract (ProductInput) and the image rules, and
 * returns one message per field that is wrong; empty when the form can be saved.
 */
export function validateProductForm(values: ProductFormValues, imageCount: number): FieldErrors {
  const errors: FieldErrors = {};
  // The contract's own rule (names not empty), said plainly: zod reports a bad record key only
  // as 'specifications must be an object of names and values.'.
  if (values.specifications.some((row) => row.name.trim() === '' && row.value.trim() !== '')) {
    errors.specifications = 'Specification names must not be empty.';
  }
  const result = ProductInput.safeParse(productFields(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (isField(key) && errors[key] === undefined) errors[key] = humaniseMessage(key, issue.message);
    }
  }
  const duplicate = duplicateSpecName(values.specifications);
  if (errors.specifications === undefined && duplicate !== undefined) {
    errors.specifications = `Specification names must be different: "${duplicate}" is used twice.`;
  }
  if (imageCount === 0) errors.images = 'Add at least one image.';
  else if (imageCount > PRODUCT_LIMITS.imagesMax) {
    errors.images = `A product may have at most ${PRODUCT_LIMITS.imagesMax} images.`;
  }
  return errors;
}

/** The first field (in form order) that has an error: it gets the focus. */
export function firstErrorField(errors: FieldErrors): ProductField | undefined {
  return FIELD_ORDER.find((field) => errors[field] !== undefined);
}

/** What the client knows of a failed save. */
export interface SaveFailure {
  status?: number;
  message: string;
  serverMessage?: string;
  code?: string;
}

/**
 * The field a refused save is about, and its message for that field: the server's 400 starts
 * with the field's name ('price must be above 0.', 'tags.0: ...'), a taken SKU is a 409 with
 * code duplicate_sku, and refused or oversized images are 413/415.
 */
export function serverFieldError(failure: SaveFailure): { field: ProductField; message: string } | undefined {
  const text = failure.serverMessage;
  if (text === undefined) return undefined;
  if (failure.status === 409 && failure.code === 'duplicate_sku') return { field: 'sku', message: text };
  if (failure.status === 413 || failure.status === 415) {
    return { field: 'images', message: humaniseMessage('images', text) };
  }
  if (failure.status !== 400) return undefined;
  const key = /^([A-Za-z]+)(?:\[\d+\]|\.[^\s:]+)?(?::|\s)/.exec(text)?.[1];
  if (key === undefined || !isField(key)) return undefined;
  return { field: key, message: humaniseMessage(key, text) };
}

const MONEY = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;

/** The product as the store would show it right now, from what is typed (for the live preview). */
export interface PreviewProduct {
  title: string;
  price: number;
  originalPrice: number | null;
  discount: number;
  brand: string;
  category: string;
  stock: number;
  sku: string;
  status: ProductStatus;
  description: string;
  specifications: [string, string][];
  tags: string[];
}

/** Reads the form leniently: what cannot be read yet shows as empty or zero. */
export function previewOf(values: ProductFormValues): PreviewProduct {
  const price = MONEY.test(values.price.trim()) ? Number(values.price.trim()) : 0;
  const original = MONEY.test(values.originalPrice.trim()) ? Number(values.originalPrice.trim()) : 0;
  const originalPrice = original > 0 ? original : null;
  const typedDiscount = WHOLE.test(values.discount.trim()) ? Number(values.discount.trim()) : undefined;
  const discount =
    typedDiscount !== undefined && typedDiscount <= 100
      ? typedDiscount
      : derivedDiscount(price, originalPrice);
  return {
    title: values.title.trim() || 'Product title',
    price,
    originalPrice,
    discount,
    brand: values.brand.trim() || DEFAULT_BRAND,
    category: values.category,
    stock: WHOLE.test(values.stock.trim()) ? Number(values.stock.trim()) : 0,
    sku: values.sku.trim(),
    status: values.status,
    description: values.description.trim(),
    specifications: Object.entries(specificationsObject(values.specifications)).filter(([name]) => name),
    tags: parseTags(values.tags),
  };
}
