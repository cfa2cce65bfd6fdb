import type { APIRequestContext } from '@playwright/test';

/**
 * The price a product's page shows a shopper now: its running flash deal's, when this cycle's
 * deals include it (decision 016 amendment), else the store's. Which products the cycle picked
 * depends on when it began, so a journey asks rather than assumes.
 */
export async function priceNow(
  request: APIRequestContext,
  product: { _id: string; price: number },
): Promise<number> {
  const answer = await request.get(`/api/flashDeals/product/${product._id}`);
  const { deal } = (await answer.json()) as { deal: { salePrice: number } | null };
  return deal ? deal.salePrice : product.price;
}
