import { TIMINGS } from '@better-deals/domain';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { isPostAuthRedirectDue, schedulePostAuthRedirect } from './auth-form';
import { useSession, useSessionActions } from './use-session';

export const ACCOUNT_PATH = '/dashboard';

/**
 * On the sign-in screen: once the shopper is signed in with a success message and nothing is in
 * flight, waits 1.5 s, goes to the account area and clears the auth messages (spec §4 Session).
 * Returns whether that move is under way, so the screen can say so.
 */
export function usePostAuthRedirect(): boolean {
  const session = useSession();
  const { clearMessages } = useSessionActions();
  const navigate = useNavigate();
  const due = isPostAuthRedirectDue(session);

  useEffect(() => {
    if (!due) return;
    return schedulePostAuthRedirect(TIMINGS.postLoginRedirectMs, {
      go: () => void navigate(ACCOUNT_PATH),
      clearMessages,
    });
  }, [due, navigate, clearMessages]);

  return due;
}

/**
 * Clears the auth messages when the shopper leaves the sign-in screen, so an old error or
 * success message does not greet them on their next visit. The clearing waits a tick: React's
 * development double mount (leave and come straight back) keeps the messages.
 */
export function useClearAuthMessagesOnLeave(): void {
  const { clearMessages } = useSessionActions();
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    clearTimeout(pending.current);
    return () => {
      pending.current = setTimeout(clearMessages, 0);
    };
  }, [clearMessages]);
}
