import type {
  CreateVoucherInput,
  UpdateVoucherInput,
  VoucherListResponse,
  VoucherResponse,
} from '@better-deals/domain';
import { api } from '../../lib/api';

/** Staff's vouchers, injected into the shared query layer from the admin chunk only. */
const vouchersApi = api.enhanceEndpoints({ addTagTypes: ['Voucher'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/coupons: every voucher, newest first, with its uses so far. */
    getVouchers: build.query<VoucherListResponse, void>({
      query: () => '/admin/coupons',
      providesTags: [{ type: 'Voucher', id: 'LIST' }],
    }),
    /** POST /admin/coupons: a new voucher. */
    createVoucher: build.mutation<VoucherResponse, CreateVoucherInput>({
      query: (body) => ({ url: '/admin/coupons', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Voucher', id: 'LIST' }]),
    }),
    /** PATCH /admin/coupons/:id: a change, or switching it off. */
    updateVoucher: build.mutation<VoucherResponse, { id: string; changes: UpdateVoucherInput }>({
      query: ({ id, changes }) => ({
        url: `/admin/coupons/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: changes,
      }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Voucher', id: 'LIST' }]),
    }),
  }),
});

export const { useGetVouchersQuery, useCreateVoucherMutation, useUpdateVoucherMutation } = vouchersApi;
