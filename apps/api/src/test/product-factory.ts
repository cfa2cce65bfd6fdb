import { dealCycleAt, type Product } from '@better-deals/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import {
  flashDealCycles,
  flashDeals,
  products,
  type NewProductRow,
  type ProductRow,
} from '../db/schema/index';

let sequence = 0;

/** A valid product row with overridable fields; prices given in naira for readability. */
export function productRow(
  overrides: Partial<Omit<NewProductRow, 'priceKobo' | 'originalPriceKobo'>> & {
    price?: number;
    originalPrice?: number | null;
  } = {},
): NewProductRow {
  sequence++;
  const { price = 1000 + sequence, originalPrice = null, ...rest } = overrides;
  return {
    title: `Test Product ${sequence}`,
    description: `A plain test product number ${sequence}.`,
    brand: 'Testco',
    category: 'Electronics',
    priceKobo: Math.round(price * 100),
    originalPriceKobo: originalPrice === null ? null : Math.round(originalPrice * 100),
    discount: 0,
    rating: 4,
    reviews: 10,
    stock: 10,
    sku: `TST-${String(sequence).padStart(5, '0')}-${Math.random().toString(36).slice(2, 7)}`,
    status: 'active',
    specifications: { Warranty: '1 year' },
    tags: ['test'],
    images: [
      {
        url: `/uploads/t${sequence}-640.webp`,
        public_id: `t${sequence}`,
        widths: [320, 640, 960],
        width: 640,
        height: 640,
      },
    ],
    ...rest,
  };
}

export async function insertProducts(db: Db, rows: NewProductRow[]): Promise<ProductRow[]> {
  return db.insert(products).values(rows).returning();
}

/**
 * A staff member saves a product as the editor does: its current fields read through the API,
 * with `changes` on top, at its current version. Returns the PUT's answer.
 */
export async function saveProduct(
  app: FastifyInstance,
  headers: Record<string, string>,
  id: string,
  changes: Partial<
    Record<'title' | 'price' | 'category' | 'description' | 'stock' | 'status', string | number>
  >,
) {
  const current = (await app.inject({ method: 'GET', url: `/api/products/${id}`, headers })).json<{
    data: Product & { version: number };
  }>().data;
  return app.inject({
    method: 'PUT',
    url: `/api/products/${id}`,
    headers,
    payload: {
      title: current.title,
      price: current.price,
      category: current.category,
      description: current.description,
      stock: current.stock,
      status: current.status,
      version: String(current.version),
      images: JSON.stringify(current.images),
      ...changes,
    },
  });
}

/** Puts a product in the flash-deal cycle running `at`: `dealStock` units at `salePrice` naira. */
export async function putOnFlashDeal(
  db: Db,
  productId: string,
  deal: { at: Date; salePrice: number; dealStock: number; position: number },
): Promise<void> {
  const cycle = dealCycleAt(deal.at);
  await db.insert(flashDealCycles).values({ id: cycle.id, endsAt: cycle.endsAt }).onConflictDoNothing();
  await db.insert(flashDeals).values({
    cycleId: cycle.id,
    productId,
    position: deal.position,
    salePriceKobo: Math.round(deal.salePrice * 100),
    dealStock: deal.dealStock,
  });
}
