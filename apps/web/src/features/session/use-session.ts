import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkExtra } from '../../lib/api-client';
import {
  loginUser,
  registerUser,
  selectSession,
  sessionActions,
  type LoginArgs,
  type RegisterArgs,
  type SessionState,
  type SessionUser,
} from './session-slice';

const useSessionDispatch =
  useDispatch.withTypes<ThunkDispatch<{ session: SessionState }, ThunkExtra, UnknownAction>>();

/** user, token, isAuthenticated, loading, error, successMessage. */
export function useSession() {
  return useSelector(selectSession);
}

/**
 * The session's actions, bound to the store. `register` and `login` resolve to the thunk's
 * settled action (use `.unwrap()`-free checks such as `loginUser.fulfilled.match(result)`).
 */
export function useSessionActions() {
  const dispatch = useSessionDispatch();
  return useMemo(
    () => ({
      register: (args: RegisterArgs) => dispatch(registerUser(args)),
      login: (args: LoginArgs) => dispatch(loginUser(args)),
      logout: () => dispatch(sessionActions.logout()),
      setUser: (user: SessionUser) => dispatch(sessionActions.setUser(user)),
      clearMessages: () => dispatch(sessionActions.clearMessages()),
      setError: (message: string | null) => dispatch(sessionActions.setError(message)),
    }),
    [dispatch],
  );
}
