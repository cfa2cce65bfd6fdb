import type { APIRequestContext } from '@playwright/test';

/**
 * The price a product's page shows a shopper now: its running flash deal's, when this cycle's
 * deals include it (decision 016), else the store's. Which products the cycle picked
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

/**
 * The first of `products` that this cycle's flash deals leave out, so a journey that adds up the
 * cart's figures from store prices holds whatever the cycle picked (a product in a running deal
 * goes into the cart at the deal's price).
 */
export async function firstWithoutDeal<T extends { _id: string; price: number }>(
  request: APIRequestContext,
  products: readonly T[],
): Promise<T | undefined> {
  for (const product of products) {
    if ((await priceNow(request, product)) === product.price) return product;
  }
  return undefined;
}
