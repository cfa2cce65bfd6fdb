import type { Db } from '../db/client';
import { products, type NewProductRow, type ProductRow } from '../db/schema/index';

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
