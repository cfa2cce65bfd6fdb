import type { Product } from '@better-deals/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { products } from '../db/schema/index';
import {
  createCatalogueGeneration,
  type CatalogueGeneration,
} from '../modules/catalogue/catalogue-generation';
import { insertProducts, productRow } from './product-factory';
import { createTestApp, type TestApp } from './test-app';

const DAY = 24 * 60 * 60 * 1000;
const base = new Date('2026-11-01T12:00:00Z').getTime();

/** How many of the store catalogue's products are active. */
export const ACTIVE = 23;

export interface ListBody {
  success: boolean;
  count: number;
  data: Product[];
}

/**
 * A test app holding a small store catalogue: phones, a TV, shoes, clothes with six tees tied on
 * price and rating, food, and a draft and an archived product; ACTIVE of them on sale.
 */
export async function openStoreCatalogue(): Promise<TestApp> {
  // No background re-read of the catalogue's generation: statement counts are exact on a slow run.
  const t = await createTestApp({ env: { CATALOGUE_SYNC_MS: '60000' } });
  const rows = [
    productRow({
      title: 'Samsung Galaxy A15 128GB',
      brand: 'Samsung',
      price: 185000,
      originalPrice: 210000,
      discount: 12,
      rating: 4.5,
      sold: 900,
      stock: 40,
      featured: true,
      tags: ['phone', 'android'],
      description: 'A big-screen Android phone.',
    }),
    productRow({
      title: 'Samsung 43 inch Smart TV',
      brand: 'Samsung',
      price: 320000,
      rating: 4.2,
      sold: 150,
      stock: 3,
      tags: ['tv'],
      description: 'Crystal clear UHD television.',
    }),
    productRow({
      title: 'Tecno Camon 30 Pro',
      brand: 'Tecno',
      price: 265000,
      rating: 4.5,
      sold: 1200,
      stock: 0,
      tags: ['phone'],
      description: 'Selfie camera phone from Tecno.',
    }),
    productRow({
      title: 'Oraimo FreePods 4',
      brand: 'Oraimo',
      price: 25000,
      originalPrice: 32000,
      discount: 22,
      rating: 4.1,
      sold: 2100,
      tags: ['earbuds', 'audio'],
      description: 'Wireless earbuds with noise cancelling.',
    }),
    productRow({
      title: 'Infinix Hot 40i',
      brand: 'Infinix',
      price: 120000,
      rating: 3.9,
      sold: 700,
      tags: ['phone'],
      description: 'Affordable phone with a big battery. Works with Samsung chargers.',
    }),
    productRow({
      title: 'Nike Air Zoom Pegasus',
      category: 'Sports',
      brand: 'Nike',
      price: 95000,
      rating: 4.7,
      sold: 300,
      tags: ['running', 'shoes'],
      description: 'Running shoes.',
    }),
    productRow({
      title: 'Adidas Ultraboost Light',
      category: 'Sports',
      brand: 'Adidas',
      price: 110000,
      rating: 4.6,
      sold: 280,
      featured: true,
      tags: ['running', 'shoes'],
      description: 'Light running shoes.',
    }),
    productRow({
      title: 'Adidas Tiro Track Jacket',
      category: 'Clothing',
      brand: 'Adidas',
      price: 38000,
      rating: 4.0,
      sold: 60,
      tags: ['jacket'],
      description: 'Football training jacket.',
    }),
    productRow({
      title: 'Ankara Print Shirt',
      category: 'Clothing',
      brand: 'Lagos Threads',
      price: 15000,
      rating: 4.4,
      sold: 500,
      tags: ['shirt', 'ankara'],
      description: 'Bold print cotton shirt.',
    }),
    productRow({
      title: 'Purple Hibiscus',
      category: 'Books',
      brand: 'Farafina',
      price: 7500,
      rating: 4.9,
      sold: 800,
      tags: ['novel'],
      description: 'A novel by Chimamanda Ngozi Adichie.',
    }),
    productRow({
      title: 'Indomie Chicken Noodles (40 pack)',
      category: 'Food & Beverage',
      brand: 'Indomie',
      price: 9800,
      rating: 4.8,
      sold: 5000,
      tags: ['noodles'],
      description: 'Carton of instant noodles.',
    }),
    productRow({
      title: 'Peak Milk Powder 400g',
      category: 'Food & Beverage',
      brand: 'Peak',
      price: 4200,
      originalPrice: 4800,
      discount: 13,
      rating: 4.6,
      sold: 3500,
      tags: ['milk'],
      description: 'Full cream milk powder.',
    }),
    productRow({
      title: 'Chi Exotic Juice 1L',
      category: 'Food & Beverage',
      brand: 'Chi',
      price: 350,
      rating: 4.0,
      sold: 2500,
      stock: 2,
      tags: ['juice'],
      description: 'Tropical fruit juice.',
    }),
    productRow({
      title: 'Nivea Soft Cream 200ml',
      category: 'Health & Beauty',
      brand: 'Nivea',
      price: 3500,
      rating: 4.3,
      sold: 1100,
      tags: ['skincare'],
      description: 'Moisturising cream.',
    }),
    productRow({
      title: 'Michelin Energy Tyre 195/65 R15',
      category: 'Automotive',
      brand: 'Michelin',
      price: 98000,
      rating: 4.4,
      sold: 90,
      tags: ['tyre'],
      description: 'Fuel-saving car tyre.',
    }),
    productRow({
      title: 'LEGO Classic Bricks Box',
      category: 'Toys',
      brand: 'LEGO',
      price: 45000,
      rating: 4.8,
      sold: 120,
      tags: ['bricks'],
      description: 'Creative building bricks.',
    }),
    productRow({
      title: 'Scanfrost Chest Freezer 200L',
      category: 'Home & Garden',
      brand: 'Scanfrost',
      price: 410000,
      rating: 4.1,
      sold: 75,
      tags: ['freezer', 'kitchen'],
      description: 'Energy-saving chest freezer.',
    }),
    // Equal prices and ratings: ties must still page in a stable order.
    ...Array.from({ length: 6 }, (_, i) =>
      productRow({
        title: `Plain Cotton Tee ${i + 1}`,
        category: 'Clothing',
        brand: 'Basics',
        price: 5000,
        rating: 4.0,
        sold: 100,
        tags: ['tee'],
        createdAt: new Date(base - i * DAY),
      }),
    ),
    productRow({ title: 'Samsung Draft Phone', brand: 'Samsung', price: 1000, status: 'draft' }),
    productRow({ title: 'Samsung Archived Tablet', brand: 'Samsung', price: 2000, status: 'archived' }),
  ];
  rows.forEach((r, i) => {
    r.createdAt ??= new Date(base - (i + 10) * DAY);
  });
  await insertProducts(t.database.db, rows);
  return t;
}

/**
 * The catalogue's generation, read now: within a test it is read again only when the test asks
 * (its own interval is a minute).
 */
export async function syncedGeneration(db: TestApp['database']['db']): Promise<CatalogueGeneration> {
  const generation = createCatalogueGeneration({ db, syncMs: 60_000 });
  await generation.sync();
  return generation;
}

/** What a test asks of the store catalogue's app, which `app` returns once it is open. */
export function catalogueHelpers(app: () => TestApp) {
  async function list(query: string): Promise<ListBody> {
    const res = await app().app.inject({ method: 'GET', url: `/api/products${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ListBody>();
  }

  /** How many SQL statements the test app's database ran while `fn` ran. */
  async function statementsFor(fn: () => Promise<unknown>): Promise<number> {
    const before = app().database.stats.queries;
    await fn();
    return app().database.stats.queries - before;
  }

  /** The stored row of the product of that title. */
  async function productTitled(title: string) {
    const [row] = await app().database.db.select().from(products).where(eq(products.title, title));
    if (!row) throw new Error(`no product titled ${title}`);
    return row;
  }

  /** What an order of `quantity` does to the catalogue: takes stock, adds sales, tells the server. */
  async function orderOf(
    row: { id: string; stock: number; sold: number },
    generation: CatalogueGeneration,
    quantity = 1,
  ) {
    await app()
      .database.db.update(products)
      .set({ stock: row.stock - quantity, sold: row.sold + quantity })
      .where(eq(products.id, row.id));
    generation.invalidate('stock');
    await generation.sync();
  }

  async function errorOf(url: string): Promise<{ status: number; message: string }> {
    const res = await app().app.inject({ method: 'GET', url });
    return { status: res.statusCode, message: res.json<{ message: string }>().message };
  }

  return { list, statementsFor, productTitled, orderOf, errorOf };
}
