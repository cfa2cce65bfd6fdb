import { api, sessionOf } from '../../lib/api';
import { sessionActions, type SessionState, type SessionUser } from './session-slice';
import { useSession } from './use-session';

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /auth/me: the signed-in user's details; sets them on the session. */
    getMe: build.query<SessionUser, void>({
      query: () => '/auth/me',
      transformResponse: (response: { data: SessionUser }) => response.data,
      providesTags: ['User'],
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const sessionAtStart = sessionOf((getState() as unknown as { session: SessionState }).session.token);
        try {
          const { data } = await queryFulfilled;
          // A sign-out while the call was out must not sign the shopper back in (a token renewed
          // meanwhile is still the same session).
          const sessionNow = sessionOf((getState() as unknown as { session: SessionState }).session.token);
          if (sessionNow !== null && sessionNow === sessionAtStart) {
            dispatch(sessionActions.setUser(data));
          }
        } catch {
          // A stale token: the session stays as it is; guarded screens decide what to do.
        }
      },
    }),
  }),
});

export const { useGetMeQuery } = sessionApi;

/**
 * The signed-in user, loading their details from /auth/me when only the stored token is known
 * (after a reload). Null while unknown or when signed out.
 */
export function useCurrentUser(): SessionUser | null {
  const { isAuthenticated, user, token } = useSession();
  useGetMeQuery(undefined, { skip: !isAuthenticated || user !== null || token === null });
  return user;
}
