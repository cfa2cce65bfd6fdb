import { CATEGORIES, type FacetCount } from '@better-deals/domain';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activeProduct, products } from '../../db/schema/index';
import { createSharedRead, type CatalogueGeneration } from './catalogue-generation';
import { listCategory } from './catalogue-filters';

/**
 * The store filters' facets: every category and brand with its number of active products, each
 * read once per change of the listing (a status, category or brand, among others) by one read
 * that requests arriving meanwhile share, so an order leaves them in place.
 */
export function createCatalogueFacets({
  reader,
  generation,
}: {
  reader: Db;
  generation?: CatalogueGeneration;
}) {
  const sharedCategories = createSharedRead<FacetCount[]>();
  const sharedBrands = createSharedRead<{ category: string; name: string; count: number }[]>();

  /**
   * Every category with its number of active products (zero included), read once per change of
   * the listing (a status or category, among others): the count of every active product is the
   * dearest of the counts. An order changes only stock and sales, so these counts outlive it.
   * Before, each order had the next store page or common search count the whole catalogue
   * again (13 ms at 100,000 products, decision 046).
   */
  function categories(): Promise<FacetCount[]> {
    return sharedCategories(generation?.listingStamp(), async () => {
      const rows = await reader
        .select({ name: products.category, count: sql<number>`count(*)`.mapWith(Number) })
        .from(products)
        .where(activeProduct)
        .groupBy(products.category);
      const counts = new Map(rows.map((r) => [r.name, r.count]));
      return CATEGORIES.map((name) => ({ name, count: counts.get(name) ?? 0 }));
    });
  }

  return {
    categories,

    /** How many products are active. */
    async catalogueSize(): Promise<number> {
      return (await categories()).reduce((sum, category) => sum + category.count, 0);
    },

    /**
     * Brands with active products, alphabetically, with their counts: in the whole catalogue, or
     * in one category (a shopper who has chosen Phones is offered the brands that have phones; a
     * category that names none, like the list's, has none). Every category's brands are read in
     * one statement once per change of the listing (a status or brand, among others), so an
     * order leaves them in place.
     */
    async brands(category?: string): Promise<FacetCount[]> {
      const name = listCategory(category);
      if (name === null) return [];
      const rows = await sharedBrands(generation?.listingStamp(), () =>
        reader
          .select({
            category: products.category,
            name: products.brand,
            count: sql<number>`count(*)`.mapWith(Number),
          })
          .from(products)
          .where(activeProduct)
          .groupBy(products.category, products.brand)
          .orderBy(asc(sql`lower(${products.brand})`), asc(products.brand)),
      );
      // The rows come in the brands' order: a brand keeps the place of its first row.
      const counts = new Map<string, number>();
      for (const row of rows) {
        if (name === undefined || row.category === name)
          counts.set(row.name, (counts.get(row.name) ?? 0) + row.count);
      }
      return [...counts].map(([brand, count]) => ({ name: brand, count }));
    },
  };
}
