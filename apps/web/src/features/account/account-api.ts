import type {
  AccountProfile,
  ActiveSession,
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
     * POST /account/password: every other session ends; the answer carries a fresh token for
     * this device, which the caller keeps in the session (see useSessionActions).
     */
    changePassword: build.mutation<PasswordChanged, ChangePasswordInput>({
      query: (body) => ({ url: '/account/password', method: 'POST', body }),
      transformResponse: (response: { data: PasswordChanged }) => response.data,
      invalidatesTags: ['Session'],
    }),
    /** GET /account/sessions: the devices signed in, most recently used first. */
    getSessions: build.query<ActiveSession[], void>({
      query: () => '/account/sessions',
      transformResponse: (response: { data: ActiveSession[] }) => response.data,
      providesTags: ['Session'],
    }),
    /** DELETE /account/sessions/:id: signs one device out. */
    endSession: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `/account/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Session'],
    }),
    /** POST /account/sessions/sign-out-others: signs every other device out. */
    signOutOtherSessions: build.mutation<{ message: string }, void>({
      query: () => ({ url: '/account/sessions/sign-out-others', method: 'POST' }),
      invalidatesTags: ['Session'],
    }),
  }),
});

export const {
  useGetAccountQuery,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useGetSessionsQuery,
  useEndSessionMutation,
  useSignOutOtherSessionsMutation,
} = accountApi;

/**
 * The text to show for a refused settings call: the server's own message, without the field
 * name a 400 starts with ('phone: Enter a Nigerian…'), else the network layer's.
 */
export function settingsErrorText(error: { message: string; serverMessage?: string } | undefined): string {
  if (!error) return 'Something went wrong. Please try again.';
  const text = error.serverMessage ?? error.message;
  return text.replace(/^[a-zA-Z]+:\s+/, '');
}
