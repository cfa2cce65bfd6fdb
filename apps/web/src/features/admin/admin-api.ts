import type {
  AdminOrder,
  AuditEntry,
  CreateStaffInput,
  ListResponse,
  OrderStatus,
  Product,
  ProductStatus,
  StaffMember,
} from '@better-deals/domain';
import { api } from '../../lib/api';

/** Products per page in the admin list. */
export const ADMIN_PAGE_SIZE = 20;

export type StatusFilter = 'all' | ProductStatus;

export interface AdminProductQuery {
  search: string;
  /** '' for every category. */
  category: string;
  status: StatusFilter;
  page: number;
}

/** Staff's order filters: '' means any (dates are Lagos calendar days, YYYY-MM-DD). */
export interface AdminOrderFilters {
  status: '' | OrderStatus;
  from: string;
  to: string;
  q: string;
}

interface AdminOrderListQuery extends AdminOrderFilters {
  page: number;
}

/** GET /admin/orders: a page of orders and where it sits. */
interface AdminOrderPage {
  success: true;
  data: AdminOrder[];
  count: number;
  page: number;
  pages: number;
}

/** The query string of staff's order filters (empty ones left out by the client). */
export const orderFilterParams = ({ status, from, to, q }: AdminOrderFilters) => ({
  status,
  from,
  to,
  q: q.trim(),
});

export interface PageQuery {
  page: number;
  limit?: number;
}

/** What a product write makes stale: every product list (the store's too), the product, deals, the log. */
export const productWriteTags = (id?: string) =>
  [
    { type: 'Product' as const, id: 'LIST' },
    ...(id ? [{ type: 'Product' as const, id }] : []),
    'FlashDeals' as const,
    'Audit' as const,
  ] as const;

/** The admin area's calls, injected into the shared query layer from the admin chunk only. */
export const adminApi = api.enhanceEndpoints({ addTagTypes: ['Staff', 'Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /products with a staff token: every status, searched by title or SKU, newest first. */
    getAdminProducts: build.query<ListResponse<Product>, AdminProductQuery>({
      query: ({ search, category, status, page }) => ({
        url: '/products',
        params: { status, search: search.trim(), category, page, limit: ADMIN_PAGE_SIZE, sortBy: 'newest' },
      }),
      providesTags: (result) => [
        { type: 'Product', id: 'LIST' },
        ...(result?.data.map((p) => ({ type: 'Product' as const, id: p._id })) ?? []),
      ],
    }),
    /** GET /products/:id with a staff token (drafts and archived products too). */
    getAdminProduct: build.query<Product, string>({
      query: (id) => `/products/${encodeURIComponent(id)}`,
      transformResponse: (response: { data: Product }) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    /** DELETE /products/:id. */
    deleteProduct: build.mutation<{ success: boolean; message?: string }, string>({
      query: (id) => ({ url: `/products/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => (error ? [] : [...productWriteTags(id)]),
    }),
    /**
     * PUT /products/:id with the product's fields and its images in the order staff put them.
     * The editor invalidates once the whole save is done, so nothing is refetched in between.
     */
    saveImageOrder: build.mutation<{ data: Product }, { id: string; body: Record<string, string> }>({
      query: ({ id, body }) => ({ url: `/products/${encodeURIComponent(id)}`, method: 'PUT', body }),
    }),
    /** GET /admin/users: staff accounts, newest first (super admins). */
    getStaff: build.query<ListResponse<StaffMember>, PageQuery>({
      query: ({ page, limit = ADMIN_PAGE_SIZE }) => ({ url: '/admin/users', params: { page, limit } }),
      providesTags: ['Staff'],
    }),
    /** POST /admin/users: a new admin account. */
    createStaff: build.mutation<{ data: StaffMember; message?: string }, CreateStaffInput>({
      query: (body) => ({ url: '/admin/users', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Staff', 'Audit']),
    }),
    /** PATCH /admin/users/:id: disable or enable an account, or change its role. */
    updateStaff: build.mutation<
      { data: StaffMember },
      { id: string } & ({ disabled: boolean } | { role: StaffMember['role'] })
    >({
      query: ({ id, ...body }) => ({
        url: `/admin/users/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Staff', 'Audit']),
    }),
    /** GET /admin/orders: orders matching staff's filters, newest first. */
    getAdminOrders: build.query<AdminOrderPage, AdminOrderListQuery>({
      query: ({ page, ...filters }) => ({
        url: '/admin/orders',
        params: { ...orderFilterParams(filters), page, limit: ADMIN_PAGE_SIZE },
      }),
      providesTags: (result) => [
        { type: 'AdminOrder', id: 'LIST' },
        ...(result?.data.map((o) => ({ type: 'AdminOrder' as const, id: o.number })) ?? []),
      ],
    }),
    /** GET /admin/orders/:number: one order in full, with the moves it may make. */
    getAdminOrder: build.query<AdminOrder, string>({
      query: (number) => `/admin/orders/${encodeURIComponent(number)}`,
      transformResponse: (response: { order: AdminOrder }) => response.order,
      providesTags: (_result, _error, number) => [{ type: 'AdminOrder', id: number }],
    }),
    /**
     * POST /admin/orders/:number/status: moves an order on. Lists, the shopper's view of the
     * order, stock (a cancel returns it) and the audit log are stale after.
     */
    moveOrder: build.mutation<
      { order: AdminOrder },
      { number: string; status: OrderStatus; note?: string | undefined }
    >({
      query: ({ number, status, note }) => ({
        url: `/admin/orders/${encodeURIComponent(number)}/status`,
        method: 'POST',
        body: { status, ...(note?.trim() ? { note: note.trim() } : {}) },
      }),
      invalidatesTags: (_result, error, { number, status }) =>
        error
          ? [{ type: 'AdminOrder', id: number }]
          : [
              { type: 'AdminOrder', id: 'LIST' },
              { type: 'AdminOrder', id: number },
              { type: 'Order', id: number },
              { type: 'Order', id: 'LIST' },
              'Audit',
              ...(status === 'cancelled'
                ? [{ type: 'Product' as const, id: 'LIST' }, 'FlashDeals' as const]
                : []),
            ],
    }),
    /** GET /admin/audit: the audit log, newest first (super admins). */
    getAuditLog: build.query<ListResponse<AuditEntry>, PageQuery>({
      query: ({ page, limit = ADMIN_PAGE_SIZE }) => ({ url: '/admin/audit', params: { page, limit } }),
      providesTags: ['Audit'],
    }),
  }),
});

export const {
  useGetAdminProductsQuery,
  useGetAdminProductQuery,
  useDeleteProductMutation,
  useGetStaffQuery,
  useCreateStaffMutation,
  useUpdateStaffMutation,
  useGetAuditLogQuery,
  useGetAdminOrdersQuery,
  useGetAdminOrderQuery,
  useMoveOrderMutation,
} = adminApi;

type ApiState = Parameters<typeof adminApi.util.selectCachedArgsForQuery>[0];

/** The product as a loaded (and not since invalidated) admin list page holds it, if one does. */
export function selectListedProduct(state: ApiState, id: string): Product | undefined {
  for (const args of adminApi.util.selectCachedArgsForQuery(state, 'getAdminProducts')) {
    const entry = adminApi.endpoints.getAdminProducts.select(args)(state);
    if (entry.status !== 'fulfilled') continue;
    const found = entry.data?.data.find((p) => p._id === id);
    if (found) return found;
  }
  return undefined;
}
