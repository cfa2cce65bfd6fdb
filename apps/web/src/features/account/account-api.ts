import type {
  AccountProfile,
  ChangePasswordInput,
  PasswordChanged,
  UpdateProfileInput,
} from '@better-deals/domain';
import { api } from '../../lib/api';

/** The signed-in shopper's own account (Account Settings) in the shared query cache. */
const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /account: name, email and phone as saved. */
    getAccount: build.query<AccountProfile, void>({
      query: () => '/account',
      transformResponse: (response: { data: AccountProfile }) => response.data,
      providesTags: ['User'],
    }),
    /** PATCH /account/profile: name and phone; the saved profile comes back. */
    updateProfile: build.mutation<AccountProfile, UpdateProfileInput>({
      query: (body) => ({ url: '/account/profile', method: 'PATCH', body }),
      transformResponse: (response: { data: AccountProfile }) => response.data,
      invalidatesTags: ['User'],
    }),
    /**
     * POST /account/password: every session ends, this one too; the answer carries this
     * device's new token, which the caller keeps in the session (see useSessionActions).
     */
    changePassword: build.mutation<PasswordChanged, ChangePasswordInput>({
      query: (body) => ({ url: '/account/password', method: 'POST', body }),
      transformResponse: (response: { data: PasswordChanged }) => response.data,
    }),
  }),
});

export const { useGetAccountQuery, useUpdateProfileMutation, useChangePasswordMutation } = accountApi;

/**
 * The text to show for a refused settings call: the server's own message, without the field
 * name a 400 starts with ('phone: Enter a Nigerian…'), else the network layer's.
 */
export function settingsErrorText(error: { message: string; serverMessage?: string } | undefined): string {
  if (!error) return 'Something went wrong. Please try again.';
  const text = error.serverMessage ?? error.message;
  return text.replace(/^[a-zA-Z]+:\s+/, '');
}
