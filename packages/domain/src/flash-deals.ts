import { z } from 'zod';
import { ProductImageSchema } from './catalogue';
import { discountShown } from './money';

export const DEFAULT_DEAL_DISCOUNT = 20;
export const DEFAULT_ORIGINAL_PRICE_FACTOR = 1.25;
/** How many deals each cycle offers, the featured one included. */
export const DEALS_PER_CYCLE = 13;

export const FlashDealSchema = z.object({
  _id: z.string(),
  title: z.string(),
  category: z.string(),
  brand: z.string(),
  price: z.number(),
  salePrice: z.number(),
  originalPrice: z.number(),
  discount: z.number(),
  images: z.array(ProductImageSchema),
  stock: z.number().int(),
  claimed: z.number().int(),
  rating: z.number(),
  views: z.number().int(),
});
export type FlashDeal = z.infer<typeof FlashDealSchema>;

export interface FlashDealsResponse {
  success: true;
  featured: FlashDeal | null;
  deals: FlashDeal[];
  /** ISO instant the current cycle ends (00:00, 06:00, 12:00 or 18:00 Lagos). */
  endsAt: string;
  /** ISO instant of the server's clock when it answered, so the countdown ignores the phone's clock. */
  serverTime: string;
}

/**
 * GET /flashDeals/product/:id: the running cycle's deal on one product, if it has one with
 * units left (what the cart charges for it), and when the cycle ends.
 */
export interface ProductDealResponse {
  success: true;
  deal: FlashDeal | null;
  endsAt: string;
}

/** `GET /api/flashDeals`. */
export const FlashDealsResponseSchema = z.object({
  success: z.literal(true),
  featured: FlashDealSchema.nullable(),
  deals: z.array(FlashDealSchema),
  endsAt: z.string(),
  serverTime: z.string(),
}) satisfies z.ZodType<FlashDealsResponse>;

/** `GET /api/flashDeals/product/:id`. */
export const ProductDealResponseSchema = z.object({
  success: z.literal(true),
  deal: FlashDealSchema.nullable(),
  endsAt: z.string(),
}) satisfies z.ZodType<ProductDealResponse>;

/** A flash deal takes this much more off the store's own price while its cycle runs. */
export const FLASH_DEAL_EXTRA_PERCENT = 10;
/** Units a deal offers at its sale price in one cycle (fewer when the product has fewer). */
export const FLASH_DEAL_MAX_UNITS = 25;

/** The sale price (kobo) a deal is picked at: the store price less 10 %, in whole naira. */
export function dealSalePriceKobo(priceKobo: number): number {
  const cut = Math.floor((priceKobo * (100 - FLASH_DEAL_EXTRA_PERCENT)) / 100 / 100) * 100;
  return Math.max(100, Math.min(cut, priceKobo));
}

/** How many units a deal offers this cycle, from the product's stock when it is picked. */
export function dealUnits(stock: number): number {
  return Math.max(0, Math.min(stock, FLASH_DEAL_MAX_UNITS));
}

/**
 * A deal's prices: the shopper pays `salePrice`; the reference price is the product's original
 * price, or 1.25 × its store price when it has none; the discount is the sale price against it.
 */
export function dealPricing(
  product: { price: number; originalPrice: number | null },
  salePrice: number,
): { salePrice: number; originalPrice: number; discount: number } {
  const originalPrice =
    product.originalPrice !== null && product.originalPrice > product.price
      ? product.originalPrice
      : Math.round(product.price * DEFAULT_ORIGINAL_PRICE_FACTOR * 100) / 100;
  const discount = originalPrice > 0 ? discountShown(salePrice, originalPrice) : DEFAULT_DEAL_DISCOUNT;
  return { salePrice, originalPrice, discount };
}
