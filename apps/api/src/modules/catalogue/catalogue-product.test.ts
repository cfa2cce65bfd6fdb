import { ProductListQuery } from '@better-deals/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import {
  ACTIVE,
  catalogueHelpers,
  openStoreCatalogue,
  syncedGeneration,
  type ListBody,
} from '../../test/catalogue-fixture';
import type { TestApp } from '../../test/test-app';
import { createCatalogueService } from './catalogue.service';

let t: TestApp;
const { list, statementsFor, productTitled, orderOf, errorOf } = catalogueHelpers(() => t);

beforeAll(async () => {
  t = await openStoreCatalogue();
});

afterAll(async () => {
  await t.close();
});

describe('a client reads single products and facets', () => {
  it('gets one product by id, and 404 for a draft or unknown id', async () => {
    const [first] = (await list('?search=galaxy')).data;
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${first!._id}` });
    expect(res.json()).toMatchObject({ success: true, data: { title: 'Samsung Galaxy A15 128GB' } });
    expect(await errorOf('/api/products/00000000-0000-4000-8000-000000000000')).toEqual({
      status: 404,
      message: 'Product not found.',
    });
  });

  it('gets 400, not 500, for an id that is not an id', async () => {
    const e = await errorOf('/api/products/not-an-id');
    expect(e.status).toBe(400);
    expect(e.message).toMatch(/id/);
  });

  it('gets all nine categories with their active counts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/categories' });
    const body = res.json<{ count: number; data: { name: string; count: number }[] }>();
    expect(body.count).toBe(9);
    expect(body.data.find((c) => c.name === 'Clothing')).toEqual({ name: 'Clothing', count: 8 });
    expect(body.data.reduce((n, c) => n + c.count, 0)).toBe(ACTIVE);
  });

  it('gets the category and brand counts counted once: an order leaves them in place, a product taken off sale counts them again', async () => {
    const db = t.database.db;
    const generation = await syncedGeneration(db);
    const service = createCatalogueService({ db, generation });
    const clothing = async () => (await service.categories()).find((c) => c.name === 'Clothing')?.count;
    const basics = async () => (await service.brands()).find((b) => b.name === 'Basics')?.count;
    expect(await clothing()).toBe(8);
    expect(await basics()).toBe(6);
    const tee = await productTitled('Plain Cotton Tee 4');
    try {
      await orderOf(tee, generation);
      expect(await statementsFor(() => Promise.all([service.categories(), service.brands()]))).toBe(0);
      // Staff take a tee off sale.
      await db.update(products).set({ status: 'draft' }).where(eq(products.id, tee.id));
      generation.invalidate();
      await generation.sync();
      expect(await statementsFor(() => Promise.all([clothing(), basics()]))).toBe(2);
      expect(await clothing()).toBe(7);
      expect(await basics()).toBe(5);
    } finally {
      await db
        .update(products)
        .set({ stock: tee.stock, sold: tee.sold, status: 'active' })
        .where(eq(products.id, tee.id));
    }
  });

  it('searches counted once have their totals cached through an order, count again when a title or tags change, and in stock only, when stock runs out', async () => {
    const db = t.database.db;
    const generation = await syncedGeneration(db);
    const service = createCatalogueService({ db, generation });
    const tees = (page: number, more: Record<string, string> = {}) =>
      service.listProducts(
        ProductListQuery.parse({
          search: 'tee',
          sortBy: 'price-low',
          page: String(page),
          limit: '2',
          ...more,
        }),
      );
    expect((await tees(1)).count).toBe(6);
    expect((await tees(1, { inStock: 'true' })).count).toBe(6);
    // The catalogue's size, read once (the choice of a common word's read asks for it).
    await service.categories();
    const tee = await productTitled('Plain Cotton Tee 5');
    try {
      // An order takes the last one: the search's total stays, its in-stock total is counted again.
      await orderOf(tee, generation, tee.stock);
      expect(await statementsFor(() => tees(2))).toBe(1);
      expect((await tees(2)).count).toBe(6);
      expect((await tees(2, { inStock: 'true' })).count).toBe(5);
      // Another server renames it and drops its tags: the database moves the listing's number.
      await db.update(products).set({ title: 'Plain Cotton Top 5', tags: [] }).where(eq(products.id, tee.id));
      await generation.sync();
      expect((await tees(3)).count).toBe(5);
    } finally {
      await db
        .update(products)
        .set({ title: tee.title, tags: tee.tags, stock: tee.stock, sold: tee.sold })
        .where(eq(products.id, tee.id));
    }
  });

  it('gets brands with counts of active products only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/brands' });
    const body = res.json<{ data: { name: string; count: number }[] }>();
    expect(body.data.find((b) => b.name === 'Samsung')).toEqual({ name: 'Samsung', count: 2 });
    expect(body.data.find((b) => b.name === 'Adidas')).toEqual({ name: 'Adidas', count: 2 });
  });

  it("a shopper who has chosen Electronics is offered the brands that have electronics, counted there; 'all' offers every brand, an unknown category none", async () => {
    const brandsFor = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/products/brands${query}` })).json<{
        data: { name: string; count: number }[];
      }>().data;
    const electronics = await brandsFor('?category=Electronics');
    const categories = (await t.app.inject({ method: 'GET', url: '/api/products/categories' })).json<{
      data: { name: string; count: number }[];
    }>().data;
    const total = categories.find((c) => c.name === 'Electronics')?.count;
    expect(electronics.reduce((n, b) => n + b.count, 0)).toBe(total);
    expect(electronics.find((b) => b.name === 'Samsung')).toEqual({ name: 'Samsung', count: 2 });
    expect(electronics.find((b) => b.name === 'Adidas')).toBeUndefined();
    for (const brand of electronics) {
      const list = (
        await t.app.inject({
          method: 'GET',
          url: `/api/products?category=Electronics&brands=${encodeURIComponent(brand.name)}&limit=1`,
        })
      ).json<ListBody>();
      expect(list.count, brand.name).toBe(brand.count);
    }
    // A category named in another case is the same category, as in the list.
    expect(await brandsFor('?category=electronics')).toEqual(electronics);
    expect(await brandsFor('?category=all')).toEqual(await brandsFor(''));
    expect(await brandsFor('?category=Spaceships')).toEqual([]);
  });

  it('gets featured products, 8 by default and as many as asked', async () => {
    const def = (await t.app.inject({ method: 'GET', url: '/api/products/featured' })).json<ListBody>();
    expect(def.data).toHaveLength(8);
    expect(
      def.data
        .slice(0, 2)
        .every((p) => ['Samsung Galaxy A15 128GB', 'Adidas Ultraboost Light'].includes(p.title)),
    ).toBe(true);
    expect(def.data.every((p) => p.stock > 0)).toBe(true);
    const three = (
      await t.app.inject({ method: 'GET', url: '/api/products/featured?limit=3' })
    ).json<ListBody>();
    expect(three.data).toHaveLength(3);
  });

  it('gets related products: same category first, then shared brand or tags, never itself', async () => {
    const [shoe] = (await list('?search=pegasus')).data;
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${shoe!._id}/related` });
    const body = res.json<ListBody>();
    expect(body.data[0]!.title).toBe('Adidas Ultraboost Light');
    expect(body.data.map((p) => p._id)).not.toContain(shoe!._id);
    expect(body.data.length).toBeLessThanOrEqual(4);

    const [jacket] = (await list('?search=tiro')).data;
    const rel = (
      await t.app.inject({ method: 'GET', url: `/api/products/${jacket!._id}/related?limit=10` })
    ).json<ListBody>();
    const titles = rel.data.map((p) => p.title);
    expect(rel.data.slice(0, 7).every((p) => p.category === 'Clothing')).toBe(true);
    expect(titles).toContain('Adidas Ultraboost Light'); // same brand, other category
    expect(titles.indexOf('Adidas Ultraboost Light')).toBe(7);
  });

  it('gets a category page and a brand page with paging and sort', async () => {
    const cat = (
      await t.app.inject({
        method: 'GET',
        url: '/api/products/category/food%20%26%20beverage?sortBy=price-low&limit=2',
      })
    ).json<ListBody>();
    expect(cat.count).toBe(3);
    expect(cat.data.map((p) => p.price)).toEqual([350, 4200]);
    const brand = (
      await t.app.inject({ method: 'GET', url: '/api/products/brand/samsung?sortBy=price-high' })
    ).json<ListBody>();
    expect(brand.data.map((p) => p.title)).toEqual(['Samsung 43 inch Smart TV', 'Samsung Galaxy A15 128GB']);
    expect(await errorOf('/api/products/category/spaceships')).toMatchObject({ status: 404 });
  });
});
