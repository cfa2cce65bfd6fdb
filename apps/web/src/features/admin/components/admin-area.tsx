import { useEffect, useRef } from 'react';
import { ErrorBanner, PageLoader } from '../../../components/ui/feedback';
import { api, asApiError, sessionOf } from '../../../lib/api';
import { useAppDispatch } from '../../../lib/use-app-dispatch';
import { useGetMeQuery } from '../../session/session-api';
import { useSession, useSessionActions } from '../../session/use-session';
import { isUnauthorized } from '../admin-errors';
import { adminGate } from '../admin-gate';
import { AdminLogin } from './admin-login';
import { AdminWorkspace } from './admin-workspace';

/**
 * /admin: the login, or the staff workspace when the signed-in user's role allows it. Leaving
 * the workspace (sign-out, expired session) clears every cached admin answer.
 */
export function AdminArea() {
  const dispatch = useAppDispatch();
  const { token, user } = useSession();
  const { clearMessages } = useSessionActions();
  const role = user?.role;

  // After a reload only the token is known: ask who it belongs to, fresh (never a cached answer).
  // A 401 there signs out with 'Your session has expired...' (the query layer does that).
  const me = useGetMeQuery(undefined, {
    skip: token === null || role !== undefined,
    refetchOnMountOrArgChange: true,
  });
  const meState =
    token === null || role !== undefined
      ? 'idle'
      : me.isError
        ? isUnauthorized(me.error)
          ? 'unauthorized'
          : 'failed'
        : 'loading';
  const gate = adminGate({ token, role, me: meState });

  // Messages from the shopper's sign-in screen are not the admin's, and the admin's stay here.
  useEffect(() => {
    clearMessages();
    return () => {
      clearMessages();
    };
  }, [clearMessages]);

  // Sign-out (or expiry) resets the query cache: no staff-only answer outlives the session.
  const wasStaff = useRef(false);
  const inWorkspace = gate.view === 'workspace';
  useEffect(() => {
    if (inWorkspace) wasStaff.current = true;
    else if (wasStaff.current) {
      wasStaff.current = false;
      dispatch(api.util.resetApiState());
    }
  }, [inWorkspace, dispatch]);

  // Signing in or out swaps the whole screen, and the button pressed goes with it: the focus
  // moves to the new screen's start (the open tab, or the login's heading) instead of the
  // page's body. Not on arrival (from checking the account): a page just opened keeps the
  // browser's own start.
  const shownView = gate.view;
  const lastView = useRef(shownView);
  useEffect(() => {
    if (lastView.current === shownView) return;
    const moved =
      (lastView.current === 'login' && shownView === 'workspace') ||
      (lastView.current === 'workspace' && shownView === 'login');
    lastView.current = shownView;
    if (!moved || (document.activeElement && document.activeElement !== document.body)) return;
    const start =
      shownView === 'workspace'
        ? document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
        : document.getElementById('admin-login-heading');
    start?.focus();
  }, [shownView]);

  switch (gate.view) {
    case 'workspace':
      // A new session starts afresh; a renewed token of the same one keeps the work on screen.
      return <AdminWorkspace key={sessionOf(token) ?? ''} role={gate.role} />;
    case 'login':
      return <AdminLogin staffOnly={gate.staffOnly} />;
    case 'me-failed':
      return (
        <div className="mx-auto max-w-xl px-4 py-16">
          <h1 className="mb-4 text-3xl font-bold text-slate-900">Admin</h1>
          <ErrorBanner
            title="Error!"
            message={asApiError(me.error)?.message ?? 'An unknown error occurred.'}
            onRetry={() => void me.refetch()}
            retrying={me.isFetching}
          />
        </div>
      );
    default:
      return <PageLoader message="Checking your account..." />;
  }
}
