import { PAGE_SIZE, type FacetCount, type ListResponse, type Product } from '@better-deals/domain';
import { api } from '../../lib/api';
import type { ProductListArgs } from './store-filters';

type ItemResponse<T> = { success: true; data: T };

export interface ProductPageArgs extends ProductListArgs {
  page?: number;
  limit?: number;
}

/** Catalogue reads (spec §7) in the shared query cache. */
export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /products: one page ({ success, count = total matches, data }). */
    getProducts: build.query<ListResponse<Product>, ProductPageArgs>({
      query: ({ page = 1, limit = PAGE_SIZE, ...filters }) => ({
        url: '/products',
        params: { page, limit, ...filters },
      }),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    /** GET /products page after page, for 'Load More Products'. */
    getProductPages: build.infiniteQuery<ListResponse<Product>, ProductListArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        // More while the loaded count is below the total (spec §4 Store list).
        getNextPageParam: (lastPage, allPages, lastPageParam) => {
          const loaded = allPages.reduce((n, page) => n + page.data.length, 0);
          return lastPage.data.length > 0 && loaded < lastPage.count ? lastPageParam + 1 : undefined;
        },
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/products',
        params: { page: pageParam, limit: PAGE_SIZE, ...queryArg },
      }),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    /** GET /products/:id. */
    getProduct: build.query<Product, string>({
      query: (id) => `/products/${encodeURIComponent(id)}`,
      transformResponse: (response: ItemResponse<Product>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    /** GET /products/:id/related?limit=4. */
    getRelatedProducts: build.query<Product[], { id: string; limit?: number }>({
      query: ({ id, limit = 4 }) => ({
        url: `/products/${encodeURIComponent(id)}/related`,
        params: { limit },
      }),
      transformResponse: (response: ListResponse<Product>) => response.data,
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    /** GET /products/brands?category=: [{ name, count }], of one category or (none) all. */
    getBrands: build.query<FacetCount[], string | void>({
      query: (category) => ({ url: '/products/brands', params: { category: category ?? undefined } }),
      transformResponse: (response: ListResponse<FacetCount>) => response.data,
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    /** GET /products/categories: [{ name, count }]. */
    getCategories: build.query<FacetCount[], void>({
      query: () => '/products/categories',
      transformResponse: (response: ListResponse<FacetCount>) => response.data,
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    /** GET /products/featured?limit=8. */
    getFeaturedProducts: build.query<Product[], number | void>({
      query: (limit) => ({ url: '/products/featured', params: { limit: limit ?? 8 } }),
      transformResponse: (response: ListResponse<Product>) => response.data,
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetProductsQuery,
  useGetProductPagesInfiniteQuery,
  useGetProductQuery,
  useGetRelatedProductsQuery,
  useGetBrandsQuery,
  useGetCategoriesQuery,
  useGetFeaturedProductsQuery,
} = catalogueApi;
