import type {
  AuditEntry,
  CreateStaffInput,
  ListResponse,
  Product,
  ProductStatus,
  StaffMember,
} from '@better-deals/domain';
import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../../app/api';
import { sessionActions, type SessionState } from '../session/session-slice';
import { isUnauthorized, SESSION_EXPIRED_MESSAGE } from './admin-errors';

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

export interface PageQuery {
  page: number;
  limit?: number;
}

type SessionRoot = { session: SessionState };

/**
 * Ends a staff session the server refused (401): signed out (the token is removed), back at the
 * login with 'Your session has expired...'. Nothing happens when the session changed meanwhile
 * (signed out, or signed in again) since the refused call started.
 */
export function expireSession(
  tokenAtStart: string | null,
): ThunkAction<void, SessionRoot, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const { token } = getState().session;
    if (token === null || token !== tokenAtStart) return;
    dispatch(sessionActions.logout());
    dispatch(sessionActions.clearMessages());
    dispatch(sessionActions.setError(SESSION_EXPIRED_MESSAGE));
  };
}

/** Every admin call: a 401 answer signs the staff member out (see expireSession). */
async function expireOn401(
  _arg: unknown,
  {
    dispatch,
    getState,
    queryFulfilled,
  }: {
    dispatch: ThunkDispatch<SessionRoot, unknown, UnknownAction>;
    getState: () => unknown;
    queryFulfilled: Promise<unknown>;
  },
) {
  const token = (getState() as SessionRoot).session.token;
  try {
    await queryFulfilled;
  } catch (rejection) {
    if (isUnauthorized((rejection as { error?: unknown } | undefined)?.error)) dispatch(expireSession(token));
  }
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
      onQueryStarted: expireOn401,
    }),
    /** GET /products/:id with a staff token (drafts and archived products too). */
    getAdminProduct: build.query<Product, string>({
      query: (id) => `/products/${encodeURIComponent(id)}`,
      transformResponse: (response: { data: Product }) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
      onQueryStarted: expireOn401,
    }),
    /** DELETE /products/:id. */
    deleteProduct: build.mutation<{ success: boolean; message?: string }, string>({
      query: (id) => ({ url: `/products/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => (error ? [] : [...productWriteTags(id)]),
      onQueryStarted: expireOn401,
    }),
    /** GET /admin/users: staff accounts, newest first (super admins). */
    getStaff: build.query<ListResponse<StaffMember>, PageQuery>({
      query: ({ page, limit = ADMIN_PAGE_SIZE }) => ({ url: '/admin/users', params: { page, limit } }),
      providesTags: ['Staff'],
      onQueryStarted: expireOn401,
    }),
    /** POST /admin/users: a new admin account. */
    createStaff: build.mutation<{ data: StaffMember; message?: string }, CreateStaffInput>({
      query: (body) => ({ url: '/admin/users', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Staff', 'Audit']),
      onQueryStarted: expireOn401,
    }),
    /** PATCH /admin/users/:id: disable or enable an account. */
    updateStaff: build.mutation<{ data: StaffMember }, { id: string; disabled: boolean }>({
      query: ({ id, disabled }) => ({
        url: `/admin/users/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { disabled },
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Staff', 'Audit']),
      onQueryStarted: expireOn401,
    }),
    /** GET /admin/audit: the audit log, newest first (super admins). */
    getAuditLog: build.query<ListResponse<AuditEntry>, PageQuery>({
      query: ({ page, limit = ADMIN_PAGE_SIZE }) => ({ url: '/admin/audit', params: { page, limit } }),
      providesTags: ['Audit'],
      onQueryStarted: expireOn401,
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
