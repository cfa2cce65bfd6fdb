import { eq } from 'drizzle-orm';
import { products, type ProductRow } from '../../db/schema/index';
import { placeOrder } from '../../test/order-requests';
import { insertProducts, productRow } from '../../test/product-factory';
import type { TestApp } from '../../test/test-app';

/** Placing orders, shelving products and reading their stock, for the file's app once it is open. */
export function orderHelpers(current: () => TestApp) {
  const place = (payload: unknown, key?: string, headers?: Record<string, string>) =>
    placeOrder(current().app, payload, key, headers);

  async function product(overrides: Parameters<typeof productRow>[0] = {}): Promise<ProductRow> {
    const [row] = await insertProducts(current().database.db, [productRow(overrides)]);
    if (!row) throw new Error('no product');
    return row;
  }

  async function stockOf(id: string): Promise<number> {
    const [row] = await current()
      .database.db.select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, id));
    return row?.stock ?? -1;
  }

  return { place, product, stockOf };
}
