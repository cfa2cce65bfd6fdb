import { IMAGE_SIZES, SKELETON_CARDS } from '@better-deals/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { redirect } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorBanner, PageLoader, Spinner } from '../../components/ui/feedback';
import {
  catalogueApi,
  useGetBrandsQuery,
  useGetCategoriesQuery,
  useGetProductPagesInfiniteQuery,
  useGetProductsQuery,
} from '../../features/catalogue/catalogue-api';
import { FilterPanel } from '../../features/catalogue/components/filter-panel';
import { FilterSidebar } from '../../features/catalogue/components/filter-sidebar';
import { FiltersButton } from '../../features/catalogue/components/filters-button';
import type { CardLayout } from '../../features/catalogue/components/product-card';
import { ProductGrid } from '../../features/catalogue/components/product-grid';
import { StoreHeader } from '../../features/catalogue/components/store-header';
import { StoreToolbar } from '../../features/catalogue/components/store-toolbar';
import { loadActionFor, productLoadErrorMessage } from '../../features/catalogue/load-errors';
import {
  activeFilterCount,
  brandsCategory,
  canonicalStoreSearch,
  filtersFromSearchParams,
  hasActiveFilters,
  productCountText,
  toProductListArgs,
} from '../../features/catalogue/store-filters';
import { useStoreFilters } from '../../features/catalogue/use-store-filters';
import { failedToLoad, type PageLoad, type PageMeta } from '../page-module';

/** The whole catalogue's size, for 'N of M products' (one product's worth of data). */
const EVERYTHING = { sortBy: 'featured', limit: 1 } as const;

/** The first page of products for the address's filters, and the brands and categories to filter by. */
export const load: PageLoad = async (store, { search, pathname }) => {
  // An address whose filters the page reads otherwise (a stale shared link's unknown category,
  // a price between the slider's steps) moves to the one it shows, so address and screen agree.
  const canonical = canonicalStoreSearch(search);
  if (canonical !== undefined) throw redirect(`${pathname}${canonical}`);
  const filters = filtersFromSearchParams(new URLSearchParams(search));
  const { getProductPages, getProducts, getBrands, getCategories } = catalogueApi.endpoints;
  const [products] = await Promise.all([
    store.dispatch(getProductPages.initiate(toProductListArgs(filters), { subscribe: false })),
    store.dispatch(getBrands.initiate(brandsCategory(filters), { subscribe: false })),
    store.dispatch(getCategories.initiate(undefined, { subscribe: false })),
    hasActiveFilters(filters) && store.dispatch(getProducts.initiate(EVERYTHING, { subscribe: false })),
  ]);
  // Without its products the page is the error page (status 500); the filters can do without.
  failedToLoad(products.error);
};

export const meta: PageMeta = (state, { pathname, search }) => {
  const filters = filtersFromSearchParams(new URLSearchParams(search));
  const args = toProductListArgs(filters);
  const photo = catalogueApi.endpoints.getProductPages.select(args)(state).data?.pages[0]?.data[0]?.images[0];
  const categories = pathname.startsWith('/categories');
  const category = filters.category === 'all' ? null : filters.category;
  const page = categories ? { name: 'Categories', path: '/categories' } : { name: 'Store', path: '/store' };
  return {
    title: page.name,
    ...(photo && { leadImage: { image: photo, sizes: IMAGE_SIZES.card } }),
    description: categories
      ? 'Shop by category: electronics, fashion, home, groceries, beauty and more, priced in naira.'
      : 'Browse every deal in naira: search, filter by category, brand, price and rating, and sort to find the best buy.',
    breadcrumbs: [
      { name: 'Home', path: '/' },
      page,
      ...(category ? [{ name: category, path: `${page.path}?${new URLSearchParams({ category })}` }] : []),
    ],
  };
};

/** The store (spec §2 Store): search, filters, sort, grid or list, 12 at a time. */
export default function StorePage() {
  const { filters, update, setSearch, clearAll } = useStoreFilters();
  const listArgs = useMemo(() => toProductListArgs(filters), [filters]);
  const filtered = hasActiveFilters(filters);
  const searching = filters.search.trim() !== '';

  const list = useGetProductPagesInfiniteQuery(listArgs);
  const everything = useGetProductsQuery(EVERYTHING, { skip: !filtered });
  // While another category's brands load, the last ones stay in view.
  const brands = useGetBrandsQuery(brandsCategory(filters));
  const categories = useGetCategoriesQuery();

  const [layout, setLayout] = useState<CardLayout>('grid');
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerButton = useRef<HTMLButtonElement>(null);
  const closeDrawer = useCallback(() => setDrawerOpen(false), [setDrawerOpen]);

  const pages = list.currentData?.pages;
  const products = useMemo(() => pages?.flatMap((page) => page.data) ?? [], [pages]);
  const count = pages?.[pages.length - 1]?.count;
  const total = everything.currentData?.count;
  const firstPageFailed = list.isError && !list.isFetchNextPageError && !pages;
  const refreshing = list.isFetching && !pages;

  // A filter change while scrolled down the list brings its top back into view.
  const results = useRef<HTMLElement>(null);
  const argsKey = JSON.stringify(listArgs);
  const lastArgsKey = useRef(argsKey);
  useEffect(() => {
    if (lastArgsKey.current === argsKey) return;
    lastArgsKey.current = argsKey;
    const top = results.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) window.scrollBy({ top: top - 80 });
  }, [argsKey]);

  // First visit, nothing to show yet: one clear message instead of an empty frame.
  if (list.isLoading && !list.isError) {
    return (
      <>
        <StoreHeader search={filters.search} onSearch={setSearch} />
        <PageLoader message="Loading our finest products..." />
      </>
    );
  }

  const countText = count === undefined ? null : productCountText(count, total, filtered);
  const activeCount = activeFilterCount(filters);

  return (
    <>
      <StoreHeader search={filters.search} onSearch={setSearch} />
      <div className="mx-auto flex max-w-7xl gap-6 px-4 pb-24 pt-4 md:pb-12">
        <FilterSidebar
          open={drawerOpen}
          onClose={closeDrawer}
          opener={drawerButton}
          footer={
            <Button size="lg" onClick={closeDrawer} className="w-full">
              {count === undefined ? 'Show products' : `Show ${productCountText(count, undefined, false)}`}
            </Button>
          }
        >
          <FilterPanel
            filters={filters}
            onChange={update}
            onClearAll={clearAll}
            brands={brands.data}
            categoryCounts={categories.data}
          />
        </FilterSidebar>

        <section ref={results} aria-labelledby="store-results" className="flex min-w-0 flex-1 flex-col gap-4">
          <h2 id="store-results" className="sr-only">
            Products
          </h2>
          <StoreToolbar
            countText={countText}
            sortBy={filters.sortBy}
            onSortChange={(sortBy) => update({ sortBy })}
            layout={layout}
            onLayoutChange={setLayout}
          />

          {firstPageFailed ? (
            <ErrorBanner
              message={productLoadErrorMessage(
                list.error,
                loadActionFor({ loadingMore: false, searching, filtered }),
              )}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          ) : refreshing ? (
            <>
              <p role="status" className="sr-only">
                Loading products...
              </p>
              <ProductGrid products={[]} layout={layout} skeletons={SKELETON_CARDS} />
            </>
          ) : products.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-xl bg-white px-4 py-16 text-center ring-1 ring-slate-200">
              <p className="text-xl font-bold text-slate-900">No products found</p>
              <p className="text-slate-600">Try adjusting your search or filter criteria.</p>
              {filtered && (
                <Button onClick={clearAll} className="mt-2">
                  Clear all filters
                </Button>
              )}
            </div>
          ) : (
            <>
              <ProductGrid
                products={products}
                focusIndex={focusIndex}
                layout={layout}
                skeletons={list.isFetchingNextPage ? SKELETON_CARDS : 0}
              />
              {list.isFetchNextPageError && (
                <ErrorBanner
                  message={productLoadErrorMessage(list.error, 'loadMore')}
                  onRetry={() => void list.fetchNextPage()}
                  retrying={list.isFetchingNextPage}
                />
              )}
              {list.hasNextPage ? (
                !list.isFetchNextPageError && (
                  <Button
                    variant="secondary"
                    size="lg"
                    onClick={() => {
                      // The first product it brings takes the focus: keyboard users carry on there.
                      setFocusIndex(products.length);
                      void list.fetchNextPage();
                    }}
                    disabled={list.isFetchingNextPage}
                    className="mx-auto"
                  >
                    {list.isFetchingNextPage && <Spinner className="h-5 w-5" />}
                    {list.isFetchingNextPage ? 'Loading more products...' : 'Load More Products'}
                  </Button>
                )
              ) : (
                <p className="py-4 text-center text-slate-600">You&apos;ve reached the end of the products</p>
              )}
            </>
          )}
        </section>
      </div>

      <FiltersButton
        ref={drawerButton}
        open={drawerOpen}
        activeCount={activeCount}
        onOpen={() => setDrawerOpen(true)}
      />
    </>
  );
}
