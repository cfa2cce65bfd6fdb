import type { AdminCustomer } from '@better-deals/domain';
import { api } from '../../lib/api';
import { ADMIN_PAGE_SIZE } from './admin-api';

interface CustomerListQuery {
  /** Email, name or phone as typed ('' for every customer). */
  q: string;
  page: number;
}

/** GET /admin/customers: a page of customers and where it sits. */
interface CustomerPage {
  success: true;
  data: AdminCustomer[];
  count: number;
  page: number;
  pages: number;
}

/** Super admins' customer accounts, injected into the shared query layer from the admin chunk only. */
const customersApi = api.enhanceEndpoints({ addTagTypes: ['Customer', 'Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/customers: customers, newest first, found by email, name or phone. */
    getCustomers: build.query<CustomerPage, CustomerListQuery>({
      query: ({ q, page }) => ({
        url: '/admin/customers',
        params: { q: q.trim(), page, limit: ADMIN_PAGE_SIZE },
      }),
      providesTags: (result) => [
        { type: 'Customer', id: 'LIST' },
        ...(result?.data.map((c) => ({ type: 'Customer' as const, id: c._id })) ?? []),
      ],
    }),
    /** PATCH /admin/customers/:id: disable (their sessions end at once) or enable an account. */
    setCustomerDisabled: build.mutation<
      { data: AdminCustomer; message?: string },
      { id: string; disabled: boolean }
    >({
      query: ({ id, disabled }) => ({
        url: `/admin/customers/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { disabled },
      }),
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'Customer', id: 'LIST' }, { type: 'Customer', id }, 'Audit'],
    }),
  }),
});

export const { useGetCustomersQuery, useSetCustomerDisabledMutation } = customersApi;
