import type { CartProduct, FlashDeal } from '@better-deals/domain';

/**
 * What 'Claim Deal' puts in the cart: the deal's product (its `_id` is the product's id) at the
 * sale price. A product is one cart line whichever way it was added; the server prices the
 * order, at the deal's price while the deal's own units last, and the cart and checkout show
 * its quote, so the shopper sees the price they will pay before placing the order.
 */
export function dealCartProduct(deal: FlashDeal): CartProduct {
  return {
    _id: deal._id,
    title: deal.title,
    price: deal.salePrice,
    originalPrice: deal.originalPrice > deal.salePrice ? deal.originalPrice : null,
    images: deal.images,
    brand: deal.brand,
  };
}

/**
 * The share of a deal already claimed, as a whole percentage for the progress bar (0–100).
 * Nothing left reads as full, however it sold.
 */
export function claimedPercent(stock: number, claimed: number): number {
  const left = Number.isFinite(stock) ? Math.max(0, Math.floor(stock)) : 0;
  const taken = Number.isFinite(claimed) ? Math.max(0, Math.floor(claimed)) : 0;
  if (left === 0) return 100;
  return Math.floor((taken * 100) / (taken + left));
}

/** Whether a deal can no longer be claimed. */
export const isSoldOut = (deal: Pick<FlashDeal, 'stock'>): boolean => deal.stock <= 0;
