import type { AuthPayload, PasswordResetConfirmInput, PasswordResetRequestInput } from '@better-deals/domain';
import { api } from '../../lib/api';

/** "Forgot password?": ask for a link by email, then set a new password with it. */
const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /auth/password-reset: the same message whether or not the email has an account. */
    requestPasswordReset: build.mutation<string, PasswordResetRequestInput>({
      query: (body) => ({ url: '/auth/password-reset', method: 'POST', body }),
      transformResponse: (response: { message: string }) => response.message,
    }),
    /** POST /auth/password-reset/confirm: the new password set, and a session as sign-in gives. */
    confirmPasswordReset: build.mutation<AuthPayload, PasswordResetConfirmInput>({
      query: (body) => ({ url: '/auth/password-reset/confirm', method: 'POST', body }),
      transformResponse: (response: { data: AuthPayload }) => response.data,
    }),
  }),
});

export const { useRequestPasswordResetMutation, useConfirmPasswordResetMutation } = passwordResetApi;
