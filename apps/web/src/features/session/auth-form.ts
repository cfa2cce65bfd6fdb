import type { LoginArgs, RegisterArgs, SessionState } from './session-slice';

/** The sign-in screen's two modes (spec §2 Sign-in / sign-up). */
export type AuthMode = 'signIn' | 'signUp';

export interface AuthFields {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export interface AuthFormState {
  mode: AuthMode;
  fields: AuthFields;
}

export type AuthFormAction =
  { type: 'fieldChanged'; field: keyof AuthFields; value: string } | { type: 'modeSwitched' };

/** Messages the screen itself shows (the server's own come through the session). */
export const AUTH_FORM_MESSAGES = {
  passwordsDiffer: 'Passwords do not match.',
  authFailed: 'Authentication failed. Please try again.',
} as const;

export const EMPTY_FIELDS: AuthFields = { name: '', email: '', password: '', confirmPassword: '' };

export function initialAuthForm(mode: AuthMode = 'signIn'): AuthFormState {
  return { mode, fields: EMPTY_FIELDS };
}

/** Typing changes one field; switching mode starts the other form empty. */
export function authFormReducer(state: AuthFormState, action: AuthFormAction): AuthFormState {
  switch (action.type) {
    case 'fieldChanged':
      return { ...state, fields: { ...state.fields, [action.field]: action.value } };
    case 'modeSwitched':
      return initialAuthForm(state.mode === 'signIn' ? 'signUp' : 'signIn');
  }
}

/** What a submit does: one of the two calls, or a message and no call. */
export type AuthSubmission =
  | { kind: 'login'; args: LoginArgs }
  | { kind: 'register'; args: RegisterArgs }
  | { kind: 'invalid'; message: string };

/**
 * The call a submit makes. Sign-up checks only that the passwords match (spec §5); every other
 * rule (password length, email format, a taken email) is the server's to state.
 */
export function toAuthSubmission({ mode, fields }: AuthFormState): AuthSubmission {
  if (mode === 'signIn') {
    return { kind: 'login', args: { email: fields.email.trim(), password: fields.password } };
  }
  if (fields.password !== fields.confirmPassword) {
    return { kind: 'invalid', message: AUTH_FORM_MESSAGES.passwordsDiffer };
  }
  const name = fields.name.trim();
  return {
    kind: 'register',
    args: { email: fields.email.trim(), password: fields.password, ...(name !== '' && { name }) },
  };
}

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
