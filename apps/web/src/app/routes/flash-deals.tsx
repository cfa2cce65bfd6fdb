import { IMAGE_SIZES, type FlashDeal } from '@better-deals/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Skeleton, Spinner } from '../../components/ui/feedback';
import { DealCountdown } from '../../features/flash-deals/components/deal-countdown';
import { DealGrid, DealGridSkeleton } from '../../features/flash-deals/components/deal-card';
import { DealFilterBar } from '../../features/flash-deals/components/deal-filter-bar';
import { FeaturedDeal, FeaturedDealSkeleton } from '../../features/flash-deals/components/featured-deal';
import {
  ALL_CATEGORIES,
  dealCategories,
  dealsHeading,
  dealsOnShow,
  dealsPage,
  DEALS_PAGE_SIZE,
  hasDealFilters,
  type DealFilters,
} from '../../features/flash-deals/deal-filters';
import { flashDealsApi, useGetFlashDealsQuery } from '../../features/flash-deals/flash-deals-api';
import { useDealFilters } from '../../features/flash-deals/use-deal-filters';
import { plural } from '../../lib/format';
import type { PageLoad, PageMeta } from '../page-module';

const NO_DEALS: FlashDeal[] = [];

/** This cycle's deals. A failed load shows no deals with a quiet 'Try again' (spec §8), not an error page. */
export const load: PageLoad = async (store) => {
  await store.dispatch(flashDealsApi.endpoints.getFlashDeals.initiate(undefined, { subscribe: false }));
};

export const meta: PageMeta = (state) => {
  const featured = flashDealsApi.endpoints.getFlashDeals.select()(state).data?.featured?.images[0];
  return {
    title: 'Flash Deals',
    ...(featured && { leadImage: { image: featured, sizes: IMAGE_SIZES.hero } }),
    description:
      'Limited-time flash deals in naira, new every six hours: grab them before the countdown ends or the stock runs out.',
  };
};

/**
 * Flash deals (spec §2 Flash deals): the cycle's countdown on the server's clock, search and
 * filters, the featured deal, the other deals six at a time. A failed load is not an error
 * banner (spec §8: swallowed silently): the page shows no deals with a quiet 'Try again'.
 */
export default function FlashDealsPage() {
  const deals = useGetFlashDealsQuery();
  const data = deals.data;
  const {
    filters: chosen,
    searchText,
    setSearchText,
    applySearchNow,
    setCategory,
    setPriceFilterId,
    clear,
  } = useDealFilters();

  const featured = data?.featured ?? null;
  const others = data?.deals ?? NO_DEALS;
  const categories = useMemo(
    () => dealCategories(featured ? [featured, ...others] : others),
    [featured, others],
  );
  // A category chosen in an earlier cycle that this cycle lacks filters nothing.
  const category = categories.some((c) => c.toLowerCase() === chosen.category.toLowerCase())
    ? chosen.category
    : ALL_CATEGORIES;
  const filters = useMemo<DealFilters>(() => ({ ...chosen, category }), [chosen, category]);
  const filtered = hasDealFilters(filters);
  const shown = useMemo(() => dealsOnShow(featured, others, filters), [featured, others, filters]);

  // 'Load More Deals' adds six at a time; new filters or a new cycle start again from six.
  const pageKey = `${data?.endsAt ?? ''}|${filters.search}|${filters.category}|${filters.priceFilterId ?? ''}`;
  const [paging, setPaging] = useState({
    key: pageKey,
    shown: DEALS_PAGE_SIZE,
    focusIndex: null as number | null,
  });
  const current =
    paging.key === pageKey ? paging : { key: pageKey, shown: DEALS_PAGE_SIZE, focusIndex: null };
  const page = dealsPage(shown.list, current.shown);
  const heading = dealsHeading(filters, shown.list.length);

  const loadFailed = deals.isError && !data;
  const noDeals = !!data && !featured && others.length === 0;

  return (
    <>
      <section aria-labelledby="deals-title" className="bg-brand-800 text-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:py-8">
          <div>
            <h1 id="deals-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
              Flash Deals
            </h1>
            <p className="mt-1 text-brand-50">
              Deep discounts for a few hours only. New deals every six hours.
            </p>
          </div>
          {data ? (
            <DealCountdown cycle={data} receivedAt={deals.fulfilledTimeStamp} onReload={deals.refetch} />
          ) : (
            deals.isLoading && <Skeleton className="h-24 w-56 bg-white/20" />
          )}
        </div>
      </section>

      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:gap-8">
        <DealFilterBar
          searchText={searchText}
          onSearchText={setSearchText}
          onSubmitSearch={applySearchNow}
          category={category}
          categories={categories}
          onCategory={setCategory}
          priceFilterId={filters.priceFilterId}
          onPriceFilter={setPriceFilterId}
          filtered={filtered}
          onClear={clear}
        />

        {/* Says how many deals match after each change of filters; silent otherwise. */}
        <p role="status" className="sr-only">
          {data && filtered ? `${plural(shown.list.length, 'deal')} found` : ''}
        </p>

        {deals.isLoading ? (
          <div aria-busy="true" className="flex flex-col gap-6 sm:gap-8">
            <p role="status" className="sr-only">
              Loading deals...
            </p>
            <FeaturedDealSkeleton />
            <Skeleton className="h-7 w-56" />
            <DealGridSkeleton count={DEALS_PAGE_SIZE} />
          </div>
        ) : loadFailed || noDeals ? (
          <NoDeals
            hint="New deals are on their way. Please check back shortly."
            action={
              <Button
                variant="secondary"
                onClick={() => void deals.refetch()}
                disabled={deals.isFetching}
                className="mt-2"
              >
                {deals.isFetching && <Spinner className="h-5 w-5" />}
                {deals.isFetching ? 'Looking for deals...' : 'Try again'}
              </Button>
            }
          />
        ) : (
          <>
            {shown.featured && (
              <section aria-labelledby="featured-deal-title">
                <h2 id="featured-deal-title" className="sr-only">
                  Featured deal
                </h2>
                <FeaturedDeal deal={shown.featured} />
              </section>
            )}

            <section aria-labelledby="more-deals-title" className="flex flex-col gap-4">
              <h2 id="more-deals-title" className="text-2xl font-bold text-slate-900">
                {heading}
              </h2>
              {shown.list.length === 0 ? (
                <NoDeals
                  hint={
                    filtered
                      ? 'Try another search or fewer filters.'
                      : 'More deals arrive with the next cycle.'
                  }
                  action={
                    filtered && (
                      <Button onClick={clear} className="mt-2">
                        Clear all filters
                      </Button>
                    )
                  }
                />
              ) : (
                <>
                  <DealGrid deals={page.visible} focusIndex={current.focusIndex} label={heading} />
                  {page.hasMore && (
                    <Button
                      variant="secondary"
                      size="lg"
                      onClick={() =>
                        setPaging({
                          key: pageKey,
                          shown: current.shown + DEALS_PAGE_SIZE,
                          focusIndex: current.shown,
                        })
                      }
                      className="mx-auto"
                    >
                      Load More Deals
                    </Button>
                  )}
                </>
              )}
            </section>
          </>
        )}
      </div>
    </>
  );
}

/** 'No deals found', why, and what to do about it. */
function NoDeals({ hint, action }: { hint: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl bg-white px-4 py-16 text-center ring-1 ring-slate-200">
      <p className="text-xl font-bold text-slate-900">No deals found</p>
      <p className="text-slate-600">{hint}</p>
      {action}
    </div>
  );
}
