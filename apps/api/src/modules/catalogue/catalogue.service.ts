import { canonicalCategory } from '@better-deals/domain';
import { createPreparedStatements } from '../../db/prepared-statements';
import { AppError } from '../../errors';
import { createCachedTotals, createFilterCounts, MAX_CACHED_TOTALS } from './catalogue-counts';
import { createCatalogueFacets } from './catalogue-facets';
import { createKeysetPages } from './catalogue-keyset';
import { createCatalogueListing } from './catalogue-listing';
import type { Page, ProductPage } from './catalogue-page-read';
import { createCatalogueProducts } from './catalogue-product';
import { createSearchPages, type SearchTuning } from './catalogue-search';
import { createProductSearch, type CatalogueReaders } from './product-search';

/**
 * The shopper's and staff's catalogue: the product list (filters, search, sort, pages), single
 * products, and the store filters' facets. Each job is a module of its own; this composes them
 * over the readers and the catalogue's generation.
 */
export function createCatalogueService({
  db,
  shopperDb = db,
  generation,
  keyset: keysetTuning,
  filterCounts: filterCountsTuning,
  cachedTotals = MAX_CACHED_TOTALS,
  rangeRowCost,
  ...searchTuning
}: CatalogueReaders &
  SearchTuning & {
    /** Sampled keys' spacing, and how soon a changed catalogue's are sampled again (tests vary them). */
    keyset?: { every?: number; remadeAfterMs?: number };
    /** How soon the counts in memory of a changed listing are made again (tests vary it). */
    filterCounts?: { remadeAfterMs?: number };
    /** How many filter sets' totals are cached (tests vary it). */
    cachedTotals?: number;
    /** How many walked index entries a price range's row is worth (tests vary it). */
    rangeRowCost?: number;
  }) {
  const statements = createPreparedStatements();
  const facets = createCatalogueFacets({ reader: shopperDb, generation });
  const keyset = createKeysetPages({ reader: shopperDb, generation, ...keysetTuning });
  const filterCounts = createFilterCounts({ reader: shopperDb, generation, ...filterCountsTuning });
  const { listProducts } = createCatalogueListing({
    db,
    shopperDb,
    statements,
    productSearch: createProductSearch({ db, shopperDb, generation }),
    searchPages: createSearchPages({ keyset, catalogueSize: facets.catalogueSize, ...searchTuning }),
    keyset,
    filterCounts,
    // Totals by filter set: paging through a list, or changing its sort, never counts again. A
    // shopper's totals that stock cannot change (no "in stock" filter) are cached while the
    // listing stays the same, so an order leaves them in place; staff's (any status, SKUs) and
    // those with the filter are cached while the whole catalogue stays the same.
    totalsByListing: createCachedTotals(() => generation?.listingStamp(), cachedTotals),
    totalsByCatalogue: createCachedTotals(() => generation?.stamp(), cachedTotals),
    rangeRowCost,
  });
  const single = createCatalogueProducts({ db, shopperDb, statements });

  return {
    listProducts,
    /** Settles once the counts in memory being made are made (tests). */
    filterCountsMade: filterCounts.made,

    getProduct: single.getProduct,

    /** Relevance-ranked search over title, brand, category, tags and description. */
    async searchProducts(q: string, paging: Page): Promise<ProductPage> {
      return listProducts({ ...paging, search: q });
    },

    productIndex: single.productIndex,

    /** Every category with its number of active products (zero included). */
    categories: facets.categories,

    brands: facets.brands,

    featured: single.featured,

    related: single.related,

    async byCategory(category: string, paging: Page): Promise<ProductPage> {
      const name = canonicalCategory(category);
      if (!name) throw new AppError('not_found', `Category "${category}" not found.`);
      return listProducts({ ...paging, category: name });
    },

    async byBrand(brand: string, paging: Page): Promise<ProductPage> {
      return listProducts({ ...paging, brands: [brand] });
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
