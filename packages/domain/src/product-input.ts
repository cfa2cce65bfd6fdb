import { z } from 'zod';
import { CATEGORIES, DEFAULT_BRAND, PRODUCT_STATUSES, canonicalCategory } from './catalogue-constants';
import { discountShown, formatNaira } from './money';

export const PRODUCT_LIMITS = {
  titleMax: 200,
  brandMax: 100,
  descriptionMax: 5000,
  skuMax: 64,
  priceMax: 100_000_000,
  stockMax: 1_000_000,
  specificationsMax: 30,
  specKeyMax: 60,
  specValueMax: 200,
  tagsMax: 20,
  tagMax: 40,
  imagesMax: 8,
  imageBytesMax: 5 * 1024 * 1024,
} as const;

/** Image types accepted for upload, decided by the file's content. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

const text = (v: unknown) =>
  typeof v === 'string' ? v : v === undefined || v === null ? undefined : String(v);
const blankToUndefined = (v: unknown) => {
  const s = text(v);
  return s === undefined || s.trim() === '' ? undefined : s;
};

/** Naira with at most 2 decimals, from form text or a number. */
const money = (field: string) =>
  z
    .preprocess(
      blankToUndefined,
      z
        .string({ error: `${field} is required.` })
        .trim()
        // A minus sign is read, so that '-5' is told it must be above 0.
        .regex(/^-?\d+(\.\d{1,2})?$/, { error: `${field} must be a number with at most 2 decimals.` })
        .transform(Number),
    )
    .pipe(
      z
        .number()
        .gt(0, { error: `${field} must be above 0.` })
        .max(PRODUCT_LIMITS.priceMax, {
          error: `${field} must be at most ${formatNaira(PRODUCT_LIMITS.priceMax)}.`,
        }),
    );

const wholeNumber = (field: string, min: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${field} is required.` })
      .trim()
      .regex(/^\d+$/, { error: `${field} must be a whole number of ${min} or more.` })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(min, { error: `${field} must be ${min} or more.` })
          .max(max, { error: `${field} must be at most ${max}.` }),
      ),
  );

/** JSON text (as multipart sends it) or an already-parsed value. */
const jsonText =
  (field: string) =>
  (v: unknown, ctx: { addIssue: (issue: { code: 'custom'; message: string }) => void }) => {
    if (typeof v !== 'string') return v;
    if (v.trim() === '') return undefined;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: `${field} must be valid JSON.` });
      return z.NEVER;
    }
  };

export const SpecificationsInput = z.preprocess(
  jsonText('specifications'),
  z
    .record(
      z
        .string()
        .trim()
        .min(1, { error: 'specifications names must not be empty.' })
        .max(PRODUCT_LIMITS.specKeyMax, {
          error: `specifications names must be at most ${PRODUCT_LIMITS.specKeyMax} characters.`,
        }),
      z
        .string({ error: 'specifications values must be text.' })
        .trim()
        .max(PRODUCT_LIMITS.specValueMax, {
          error: `specifications values must be at most ${PRODUCT_LIMITS.specValueMax} characters.`,
        }),
      { error: 'specifications must be an object of names and values.' },
    )
    .refine((o) => Object.keys(o).length <= PRODUCT_LIMITS.specificationsMax, {
      error: `specifications may have at most ${PRODUCT_LIMITS.specificationsMax} entries.`,
    })
    .optional(),
);

/** Tags: trimmed, empties dropped, duplicates (ignoring case) removed. */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

export const TagsInput = z.preprocess(
  jsonText('tags'),
  z
    .array(
      z.string({ error: 'tags must be a list of text.' }).max(PRODUCT_LIMITS.tagMax, {
        error: `each tag must be at most ${PRODUCT_LIMITS.tagMax} characters.`,
      }),
      { error: 'tags must be a list of text.' },
    )
    .transform(normaliseTags)
    .refine((t) => t.length <= PRODUCT_LIMITS.tagsMax, {
      error: `tags may have at most ${PRODUCT_LIMITS.tagsMax} entries.`,
    })
    .optional(),
);

/** The text fields of a product form, as staff send them (multipart text or JSON). */
export const ProductInput = z
  .object({
    title: z.preprocess(text, z.string({ error: 'title is required.' })).pipe(
      z
        .string()
        .trim()
        .min(1, { error: 'title is required.' })
        .max(PRODUCT_LIMITS.titleMax, {
          error: `title must be at most ${PRODUCT_LIMITS.titleMax} characters.`,
        }),
    ),
    price: money('price'),
    originalPrice: z.preprocess(blankToUndefined, money('originalPrice').optional()),
    discount: z.preprocess(blankToUndefined, wholeNumber('discount', 0, 100).optional()),
    brand: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(PRODUCT_LIMITS.brandMax, {
          error: `brand must be at most ${PRODUCT_LIMITS.brandMax} characters.`,
        })
        .default(DEFAULT_BRAND),
    ),
    category: z
      .preprocess(blankToUndefined, z.string({ error: 'category is required.' }))
      .transform((c, ctx) => {
        const found = canonicalCategory(c);
        if (!found) {
          ctx.addIssue({ code: 'custom', message: `category must be one of: ${CATEGORIES.join(', ')}.` });
          return z.NEVER;
        }
        return found;
      }),
    description: z.preprocess(text, z.string({ error: 'description is required.' })).pipe(
      z
        .string()
        .trim()
        .min(1, { error: 'description is required.' })
        .max(PRODUCT_LIMITS.descriptionMax, {
          error: `description must be at most ${PRODUCT_LIMITS.descriptionMax} characters.`,
        }),
    ),
    stock: wholeNumber('stock', 0, PRODUCT_LIMITS.stockMax),
    sku: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(PRODUCT_LIMITS.skuMax, { error: `sku must be at most ${PRODUCT_LIMITS.skuMax} characters.` })
        .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, {
          error: 'sku may use only letters, digits, dots, dashes and underscores.',
        })
        .optional(),
    ),
    status: z.preprocess(
      blankToUndefined,
      z
        .enum(PRODUCT_STATUSES, { error: 'status must be one of: active, draft, archived.' })
        .default('active'),
    ),
    specifications: SpecificationsInput,
    tags: TagsInput,
  })
  .superRefine((p, ctx) => {
    if (p.originalPrice !== undefined && p.originalPrice < p.price) {
      ctx.addIssue({
        code: 'custom',
        path: ['originalPrice'],
        message: 'originalPrice must not be below price.',
      });
    }
    // A discount typed beside both prices must be the one they show: a card reading '-10%'
    // above 'You save ₦15,000' on ₦30,000 misleads the shopper.
    if (p.discount !== undefined && p.originalPrice !== undefined && p.originalPrice > p.price) {
      const shown = discountShown(p.price, p.originalPrice);
      if (Math.abs(p.discount - shown) > 1)
        ctx.addIssue({
          code: 'custom',
          path: ['discount'],
          message: `discount must be the two prices' ${shown}%, or left empty.`,
        });
    }
  })
  .transform((p) => ({
    ...p,
    specifications: p.specifications ?? {},
    tags: p.tags ?? [],
    // A discount left empty follows from the two prices.
    discount: p.discount ?? discountShown(p.price, p.originalPrice ?? null),
  }));
export type ProductInput = z.output<typeof ProductInput>;

/** The version the editor loaded: a save based on an older one is refused (no lost updates). */
export const ProductVersionInput = z.object({
  version: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'version is required: reload the product and try again.' })
      .regex(/^\d+$/, { error: 'version must be a whole number.' })
      .transform(Number),
  ),
});

/** Kept images on update: JSON text of image objects (or public ids), in the wanted order. */
export const KeptImagesInput = z.preprocess(
  jsonText('images'),
  z
    .array(
      z.union([z.string().min(1), z.object({ public_id: z.string().min(1) }).transform((o) => o.public_id)]),
      { error: 'images must be a JSON list of the images to keep.' },
    )
    .max(PRODUCT_LIMITS.imagesMax, {
      error: `A product may have at most ${PRODUCT_LIMITS.imagesMax} images.`,
    }),
);
