import type { Product } from '@better-deals/domain';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sizeInText, type PreparedStatements } from '../../db/prepared-statements';
import { activeProduct, products } from '../../db/schema/index';
import { AppError } from '../../errors';
import { PRODUCT_ORDERS } from './catalogue-sorts';
import { productColumns, toProduct, type ProductRecord } from './product-mapper';

/** A sitemap file's limit is 50,000 addresses; the store's own pages take a few dozen. */
const SITEMAP_PRODUCTS = 49_000;

/** How many of the best-rated products of each tier a product's related products are chosen from. */
const RELATED_CANDIDATES = 48;

/**
 * Single products: one by id, those related to it, the featured ones, and the index of them all
 * for the sitemap. Each is a prepared statement with a generic plan (decision 048), but the index.
 */
export function createCatalogueProducts({
  db,
  shopperDb,
  statements,
}: {
  db: Db;
  shopperDb: Db;
  statements: PreparedStatements;
}) {
  /** One product as stored; shoppers see only active ones. */
  async function findProduct(id: string, { staff = false } = {}): Promise<ProductRecord> {
    const reader = staff ? db : shopperDb;
    const [row] = await statements(
      reader,
      `product:${staff}`,
      () =>
        reader
          .select(productColumns)
          .from(products)
          .where(and(eq(products.id, sql.placeholder('id')), staff ? undefined : activeProduct)),
      { id },
      { planOnce: true },
    );
    if (!row) throw new AppError('not_found', 'Product not found.');
    return row;
  }

  return {
    /** One product; shoppers see only active ones. */
    async getProduct(id: string, options: { staff?: boolean } = {}): Promise<Product> {
      return toProduct(await findProduct(id, options));
    },

    /**
     * Every active product's id and last change, most recently changed first: the sitemap's
     * product pages. One sitemap file holds at most 50,000 addresses.
     */
    async productIndex(): Promise<{ _id: string; updatedAt: string }[]> {
      const rows = await shopperDb
        .select({ id: products.id, updatedAt: products.updatedAt })
        .from(products)
        .where(activeProduct)
        .orderBy(desc(products.updatedAt), asc(products.id))
        .limit(SITEMAP_PRODUCTS);
      return rows.map((row) => ({ _id: row.id, updatedAt: new Date(row.updatedAt).toISOString() }));
    },

    async featured(limit: number): Promise<Product[]> {
      const rows = await statements(
        shopperDb,
        `featured:${limit}`,
        () =>
          shopperDb
            .select(productColumns)
            .from(products)
            .where(and(activeProduct, sql`${products.stock} > 0`))
            .orderBy(...PRODUCT_ORDERS.featured.order)
            .limit(sizeInText(limit)),
        {},
        { planOnce: true },
      );
      return rows.map(toProduct);
    },

    /**
     * Products like this one: same category first, then shared brand, then shared tags, then the
     * best rated; never itself. Each tier is chosen from its RELATED_CANDIDATES best-rated products
     * (read from the rating indexes, whose order this is), so a product page's suggestions cost
     * the same in a catalogue of 300 or 100,000 (decision 025). Other categories are asked only
     * when this one runs short.
     */
    async related(id: string, limit: number): Promise<Product[]> {
      const base = await findProduct(id);
      // The same text for every product: its id, brand, category and tags are placeholders. Each
      // tier reads the rating index whatever those are, so one generic plan fits it (decision 048).
      const sameBrand = sql`lower(${products.brand}) = lower(${sql.placeholder('brand')})`;
      const bestRated = (where: SQL) =>
        sql`(select ${products.id} from ${products} where ${activeProduct} and ${products.id} <> ${sql.placeholder('id')} and ${where} order by ${products.rating} desc nulls last, ${products.id} limit ${RELATED_CANDIDATES})`;
      const baseTags = sql`${sql.placeholder('tags')}::text[]`;
      const ranked = (candidates: SQL, size: number) =>
        shopperDb
          .select(productColumns)
          .from(products)
          .where(sql`${products.id} in ${candidates}`)
          .orderBy(
            sql`${sameBrand} desc`,
            sql`cardinality(array(select unnest(${products.tags}) intersect select unnest(${baseTags}))) desc`,
            desc(products.rating),
            asc(products.id),
          )
          .limit(sizeInText(size));
      const values = { id, brand: base.brand, category: base.category, tags: base.tags };
      const inCategory = sql`${products.category} = ${sql.placeholder('category')}`;
      const rows = await statements(
        shopperDb,
        `related:category:${limit}`,
        () =>
          ranked(
            sql`(${bestRated(sql`${inCategory} and ${sameBrand}`)} union ${bestRated(inCategory)})`,
            limit,
          ),
        values,
        { planOnce: true },
      );
      if (rows.length < limit) {
        const elsewhere = sql`${products.category} <> ${sql.placeholder('category')}`;
        const more = limit - rows.length;
        rows.push(
          ...(await statements(
            shopperDb,
            `related:elsewhere:${more}`,
            () =>
              ranked(
                sql`(${bestRated(sql`${elsewhere} and ${sameBrand}`)} union ${bestRated(sql`${elsewhere} and ${products.tags} && ${baseTags}`)})`,
                more,
              ),
            values,
            { planOnce: true },
          )),
        );
      }
      return rows.map(toProduct);
    },
  };
}
