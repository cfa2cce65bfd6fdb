import type { FlashDealsResponse, ProductDealResponse } from '@better-deals/domain';
import { api } from '../../lib/api';

/** Flash deals of the current cycle (spec §7). */
export const flashDealsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /flashDeals: { featured, deals, endsAt, serverTime }. Refetch when the countdown ends. */
    getFlashDeals: build.query<FlashDealsResponse, void>({
      query: () => '/flashDeals',
      providesTags: ['FlashDeals'],
    }),
    /** GET /flashDeals/product/:id: { deal, endsAt }, the deal a product page shows, if any. */
    getProductDeal: build.query<ProductDealResponse, string>({
      query: (id) => `/flashDeals/product/${encodeURIComponent(id)}`,
      providesTags: ['FlashDeals'],
    }),
  }),
});

export const { useGetFlashDealsQuery, useGetProductDealQuery } = flashDealsApi;
