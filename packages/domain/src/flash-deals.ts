import { z } from 'zod';
import { ProductImageSchema } from './catalogue';

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
 * A deal's prices from its product's: the shopper pays the product's price; the reference price is
 * the product's original price, or 1.25 × price when it has none (which is the default 20 % off).
 */
export function dealPricing(product: { price: number; originalPrice: number | null; discount: number }): {
  salePrice: number;
  originalPrice: number;
  discount: number;
} {
  const originalPrice =
    product.originalPrice !== null && product.originalPrice > product.price
      ? product.originalPrice
      : Math.round(product.price * DEFAULT_ORIGINAL_PRICE_FACTOR * 100) / 100;
  const discount = product.discount > 0 ? product.discount : DEFAULT_DEAL_DISCOUNT;
  return { salePrice: product.price, originalPrice, discount };
}
