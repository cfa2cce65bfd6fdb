import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE, PRODUCT_STATUSES, SORT_VALUES } from './catalogue-constants';
import { PRODUCT_LIMITS } from './product-input';

export const ProductImageSchema = z.object({
  url: z.string(),
  public_id: z.string(),
  /** Widths (px) available as `<public_id>-<width>.webp` beside `url`. */
  widths: z.array(z.number().int()),
  width: z.number().int(),
  height: z.number().int(),
});
export type ProductImage = z.infer<typeof ProductImageSchema>;

export const ProductSchema = z.object({
  _id: z.string(),
  title: z.string(),
  images: z.array(ProductImageSchema),
  price: z.number(),
  originalPrice: z.number().nullable(),
  rating: z.number(),
  brand: z.string(),
  reviews: z.number().int(),
  discount: z.number(),
  category: z.string(),
  description: z.string(),
  stock: z.number().int(),
  inStock: z.boolean(),
  sku: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  specifications: z.record(z.string(), z.string()),
  tags: z.array(z.string()),
  sold: z.number().int(),
  views: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

export const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A query-string number: digits with an optional decimal part, nothing else. */
const queryNumber = (field: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string({ error: `${field} must be a number.` })
      .regex(/^\d+(\.\d+)?$/, { error: `${field} must be a non-negative number.` })
      .transform(Number)
      // No product costs more, so a larger bound filters nothing more.
      .pipe(
        z.number().max(PRODUCT_LIMITS.priceMax, {
          error: `${field} must be at most ${PRODUCT_LIMITS.priceMax}.`,
        }),
      )
      .optional(),
  );

export const queryInt = (field: string, min: number, max: number) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string({ error: `${field} must be a whole number.` })
      .regex(/^\d+$/, { error: `${field} must be a whole number.` })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(min, { error: `${field} must be at least ${min}.` })
          .max(max, { error: `${field} must be at most ${max}.` }),
      )
      .optional(),
  );

/** Largest page number accepted: far past any real catalogue, small enough to keep OFFSET sane. */
export const MAX_PAGE = 100_000;

export const PagingQuery = z.object({
  page: queryInt('page', 1, MAX_PAGE).transform((v) => v ?? 1),
  limit: queryInt('limit', 1, MAX_PAGE_SIZE).transform((v) => v ?? PAGE_SIZE),
  sortBy: z.preprocess(
    emptyToUndefined,
    z.enum(SORT_VALUES, { error: `sortBy must be one of: ${SORT_VALUES.join(', ')}.` }).default('featured'),
  ),
});

/** A list's category as an address names it: empty or absent is every category. */
const categoryQuery = z.preprocess(emptyToUndefined, z.string().max(60).optional());

/** GET /products/brands: the brands of every category, or of one. */
export const BrandsQuery = z.object({ category: categoryQuery });

export const ProductListQuery = PagingQuery.extend({
  search: z.preprocess(
    emptyToUndefined,
    z.string().trim().max(100, { error: 'search must be at most 100 characters.' }).optional(),
  ),
  category: categoryQuery,
  minPrice: queryNumber('minPrice'),
  maxPrice: queryNumber('maxPrice'),
  brands: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .max(1000)
      .transform((s) =>
        s
          .split(',')
          .map((b) => b.trim())
          .filter(Boolean),
      )
      .optional(),
  ),
  minRating: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d+(\.\d+)?$/, { error: 'minRating must be a number from 0 to 5.' })
      .transform(Number)
      .pipe(z.number().max(5, { error: 'minRating must be a number from 0 to 5.' }))
      .optional(),
  ),
  inStock: z.preprocess(
    emptyToUndefined,
    z.enum(['true', 'false'], { error: 'inStock must be true or false.' }).optional(),
  ),
  status: z.preprocess(
    emptyToUndefined,
    z
      .enum(['all', ...PRODUCT_STATUSES], {
        error: 'status must be one of: all, active, draft, archived.',
      })
      .optional(),
  ),
}).refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
  error: 'minPrice must not be above maxPrice.',
  path: ['minPrice'],
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

export const SearchQuery = PagingQuery.extend({
  q: z
    .string({ error: 'q is required.' })
    .trim()
    .min(1, { error: 'q is required.' })
    .max(100, { error: 'q must be at most 100 characters.' }),
});

export const LimitQuery = (fallback: number, max: number) =>
  z.object({ limit: queryInt('limit', 1, max).transform((v) => v ?? fallback) });

/**
 * A product id in its one canonical form: ids are UUIDs, written in lower case everywhere, so
 * '3557…32BA…' and '3557…32ba…' are the same product for orders, quotes, carts and wishlists.
 */
export const canonicalProductId = (id: string): string => id.trim().toLowerCase();

export const ProductIdParams = z.object({
  id: z.uuid({ error: 'id is not a valid product id.' }).overwrite(canonicalProductId),
});

export interface ListResponse<T> {
  success: true;
  count: number;
  data: T[];
}
export interface ItemResponse<T> {
  success: true;
  data: T;
}
export interface FacetCount {
  name: string;
  count: number;
}

/** `{ success: true, count, data: [...] }`: a page of a list, `count` its whole length. */
export const ListResponseSchema = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), count: z.number().int(), data: z.array(item) });
/** `{ success: true, data }`: one thing. */
export const ItemResponseSchema = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), data: item });
export const FacetCountSchema = z.object({
  name: z.string(),
  count: z.number().int(),
}) satisfies z.ZodType<FacetCount>;
/** `{ success: true, message }`: a change made, said in words. */
export const MessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
