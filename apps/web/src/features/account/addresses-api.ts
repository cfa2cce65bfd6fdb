import type { Address, AddressInput, AddressList, AddressSaved } from '@better-deals/domain';
import { api } from '../../lib/api';
import { useSession } from '../session/use-session';

/**
 * Every call names the session whose book it is (its token): one customer's addresses, cached,
 * are never shown to the next person signed in on the same device.
 */
interface Owned {
  owner: string;
}

/**
 * The signed-in customer's address book (/account/addresses) in the shared query cache: the
 * account area edits it, the checkout reads it to prefill the shipping step.
 */
const addressesApi = api.enhanceEndpoints({ addTagTypes: ['Address'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /account/addresses: the default first, then the newest. */
    getAddresses: build.query<Address[], string>({
      // The argument is the owner (see Owned); the server knows whose book from the token sent.
      query: () => '/account/addresses',
      transformResponse: (response: AddressList) => response.data,
      providesTags: (_result, _error, owner) => [{ type: 'Address', id: owner }],
    }),
    /** POST /account/addresses. */
    addAddress: build.mutation<AddressSaved, Owned & { address: AddressInput }>({
      query: ({ address }) => ({ url: '/account/addresses', method: 'POST', body: address }),
      invalidatesTags: (_result, _error, { owner }) => [{ type: 'Address', id: owner }],
    }),
    /** PUT /account/addresses/:id: the address's details replaced. */
    updateAddress: build.mutation<AddressSaved, Owned & { id: string; address: AddressInput }>({
      query: ({ id, address }) => ({
        url: `/account/addresses/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: address,
      }),
      invalidatesTags: (_result, _error, { owner }) => [{ type: 'Address', id: owner }],
    }),
    /** DELETE /account/addresses/:id: the newest left becomes the default if this one was. */
    deleteAddress: build.mutation<{ success: true; message: string }, Owned & { id: string }>({
      query: ({ id }) => ({ url: `/account/addresses/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { owner }) => [{ type: 'Address', id: owner }],
    }),
    /** POST /account/addresses/:id/default: this one becomes the default, in place of the other. */
    setDefaultAddress: build.mutation<AddressSaved, Owned & { id: string }>({
      query: ({ id }) => ({ url: `/account/addresses/${encodeURIComponent(id)}/default`, method: 'POST' }),
      invalidatesTags: (_result, _error, { owner }) => [{ type: 'Address', id: owner }],
    }),
  }),
});

export const {
  useAddAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
  useSetDefaultAddressMutation,
} = addressesApi;

/**
 * The signed-in customer's saved addresses (the query skipped while signed out), the signed-in
 * user as far as known, and the owner key every change to the book names.
 */
export function useAddressBook() {
  const { token: owner, user } = useSession();
  const book = addressesApi.useGetAddressesQuery(owner ?? '', { skip: owner === null });
  return { owner, user, book };
}
