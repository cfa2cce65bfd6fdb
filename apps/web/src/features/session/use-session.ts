import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../lib/use-app-dispatch';
import {
  loginUser,
  logoutUser,
  registerUser,
  selectSession,
  sessionActions,
  type LoginArgs,
  type RegisterArgs,
  type SessionUser,
} from './session-slice';

// Other features use the session through this file and session-api.ts (see eslint.config.js).
export type { SessionUser };

/** user, token, isAuthenticated, loading, error, successMessage. */
export function useSession() {
  return useSelector(selectSession);
}

/**
 * Whether a shopper is signed in. A boolean: a component that needs only this is not rendered again
 * at every change to the session (a message, a refreshed token).
 */
export function useIsSignedIn(): boolean {
  return useSelector((state: Parameters<typeof selectSession>[0]) => selectSession(state).isAuthenticated);
}

/**
 * The session's actions, bound to the store. `register` and `login` resolve to the thunk's
 * settled action (use `.unwrap()`-free checks such as `loginUser.fulfilled.match(result)`).
 */
export function useSessionActions() {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      register: (args: RegisterArgs) => dispatch(registerUser(args)),
      login: (args: LoginArgs) => dispatch(loginUser(args)),
      logout: () => void dispatch(logoutUser()),
      setUser: (user: SessionUser) => dispatch(sessionActions.setUser(user)),
      renewToken: (token: string, user?: SessionUser) =>
        dispatch(sessionActions.tokenRenewed({ token, ...(user && { user }) })),
      clearMessages: () => dispatch(sessionActions.clearMessages()),
      setError: (message: string | null) => dispatch(sessionActions.setError(message)),
    }),
    [dispatch],
  );
}
