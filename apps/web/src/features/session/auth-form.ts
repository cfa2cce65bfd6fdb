import type { SessionState } from './session-slice';

/** The sign-in screen's two modes (spec §2 Sign-in / sign-up). */
export type AuthMode = 'signIn' | 'signUp';

/**
 * The screen's own fallback for an 'Error!' box without text (the server's messages come
 * through the session; the forms' own, such as 'Passwords do not match.', from the domain's
 * SignInForm and SignUpForm).
 */
export const AUTH_FORM_MESSAGES = {
  authFailed: 'Authentication failed. Please try again.',
} as const;

/** The text of the 'Error!' box: the session's error, else the screen's own fallback (spec §8). */
export function authErrorText(sessionError: string): string {
  return sessionError.trim() !== '' ? sessionError : AUTH_FORM_MESSAGES.authFailed;
}

type SessionView = Pick<SessionState, 'isAuthenticated' | 'successMessage' | 'loading'>;

/** Just signed in or up: authenticated, with a success message, nothing in flight (spec §4). */
export function isPostAuthRedirectDue({ isAuthenticated, successMessage, loading }: SessionView): boolean {
  return isAuthenticated && !loading && successMessage !== null && successMessage !== '';
}

/**
 * After `delayMs`, goes to the account area and then clears the auth messages. Returns a
 * cancel function (for a screen that is left, or a session that changed, before then).
 */
export function schedulePostAuthRedirect(
  delayMs: number,
  { go, clearMessages }: { go: () => void; clearMessages: () => void },
): () => void {
  const timer = setTimeout(() => {
    go();
    clearMessages();
  }, delayMs);
  return () => clearTimeout(timer);
}
