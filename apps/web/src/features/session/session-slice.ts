import { STORAGE_KEYS, type PublicUser } from '@better-deals/domain';
import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signOutTasksSettled, tokenRefreshed, tokenRefused } from '../../lib/api';
import { ApiError, type ThunkExtra } from '../../lib/api-client';
import type { SafeStorage } from '../../lib/storage';

/** The signed-in user: the server sends all of PublicUser; the account area may set less. */
export type SessionUser = Pick<PublicUser, 'name' | 'email'> & Partial<PublicUser>;

export interface SessionState {
  user: SessionUser | null;
  token: string | null;
  isAuthenticated: boolean;
  loading: boolean;
  error: string | null;
  successMessage: string | null;
}

/** Every message the session shows (spec §4 Session, §5, §8). */
const SESSION_MESSAGES = {
  registered: 'Registration successful!',
  loggedIn: 'Login successful!',
  loggedOut: 'You have been logged out successfully.',
  registerFailed: 'Failed to register. Please try again.',
  registerFallback: 'Registration failed',
  registerNoToken: 'Registration failed: Unexpected response structure.',
  loginFailed: 'Failed to authenticate. Please try again.',
  loginFallback: 'Login failed',
  loginNoToken: 'Login failed: Unexpected response structure.',
  expired: 'Your session has expired. Please sign in again.',
} as const;

export interface RegisterArgs {
  email: string;
  password: string;
  name?: string;
}
/** The customer form sends its email as the identifier; the admin form sends the identifier. */
export type LoginArgs = { password: string } & ({ email: string } | { identifier: string });

interface AuthSuccess {
  token: string;
  user: SessionUser | null;
  message: string | undefined;
}

interface AuthResponse {
  message?: unknown;
  data?: { token?: unknown; user?: SessionUser };
}

const messageOf = (body: AuthResponse | undefined) =>
  typeof body?.message === 'string' && body.message !== '' ? body.message : undefined;

/** Calls an auth endpoint; failures become the server's message or `failed`. */
async function authenticate(
  extra: ThunkExtra,
  path: string,
  body: Record<string, unknown>,
  failed: string,
  noToken: string,
): Promise<{ ok: true; value: AuthSuccess } | { ok: false; message: string }> {
  let response: AuthResponse | undefined;
  try {
    response = await extra.request<AuthResponse>(path, { method: 'POST', body });
  } catch (error) {
    const message = error instanceof ApiError ? error.serverMessage : undefined;
    return { ok: false, message: message ?? failed };
  }
  const token = response?.data?.token;
  if (typeof token !== 'string' || token === '') {
    return { ok: false, message: messageOf(response) ?? noToken };
  }
  return { ok: true, value: { token, user: response?.data?.user ?? null, message: messageOf(response) } };
}

type ThunkConfig = { extra: ThunkExtra; rejectValue: string };

/** Sign-up: POST /auth/register with email, password and name. */
export const registerUser = createAsyncThunk<AuthSuccess, RegisterArgs, ThunkConfig>(
  'session/register',
  async ({ email, password, name }, { extra, rejectWithValue }) => {
    const result = await authenticate(
      extra,
      '/auth/register',
      { email, password, name },
      SESSION_MESSAGES.registerFailed,
      SESSION_MESSAGES.registerNoToken,
    );
    return result.ok ? result.value : rejectWithValue(result.message);
  },
);

/** Sign-in: POST /auth/login with identifier (the form's email) and password. */
export const loginUser = createAsyncThunk<AuthSuccess, LoginArgs, ThunkConfig>(
  'session/login',
  async (args, { extra, rejectWithValue }) => {
    const identifier = 'identifier' in args ? args.identifier : args.email;
    const result = await authenticate(
      extra,
      '/auth/login',
      { identifier, password: args.password },
      SESSION_MESSAGES.loginFailed,
      SESSION_MESSAGES.loginNoToken,
    );
    return result.ok ? result.value : rejectWithValue(result.message);
  },
);

/**
 * Logout: signed out here at once, then the server ends the session (its access token and its
 * refresh cookie) once saves begun at sign-out have gone. Offline, the session simply runs out.
 */
export const logoutUser = createAsyncThunk<void, void, { extra: ThunkExtra }>(
  'session/logoutUser',
  async (_arg, { extra, getState, dispatch }) => {
    const token = (getState() as { session: SessionState }).session.token;
    dispatch(sessionSlice.actions.logout());
    await signOutTasksSettled();
    try {
      await extra.request('/auth/logout', {
        method: 'POST',
        ...(token && { headers: { authorization: `Bearer ${token}` } }),
      });
    } catch {
      // Signed out here already; the server's session ends on its own.
    }
  },
);

/** The session at start: a stored token means signed in (the user's details come later). */
export function initialSessionState(token: string | null = null): SessionState {
  return {
    user: null,
    token,
    isAuthenticated: token !== null,
    loading: false,
    error: null,
    successMessage: null,
  };
}

function pending(state: SessionState) {
  state.loading = true;
  state.error = null;
  state.successMessage = null;
}

function fulfilled(state: SessionState, payload: AuthSuccess, fallback: string) {
  state.loading = false;
  state.isAuthenticated = true;
  state.user = payload.user;
  state.token = payload.token;
  state.error = null;
  state.successMessage = payload.message ?? fallback;
}

function rejected(state: SessionState, message: string) {
  state.loading = false;
  state.isAuthenticated = false;
  state.user = null;
  state.token = null;
  state.error = message;
  state.successMessage = null;
}

/**
 * The shopper's session (spec §4 Session), and the one place the bearer token is held: the query
 * layer reads it from here (lib/api.ts); the store saves it under `token` and restores it.
 */
const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState(),
  reducers: {
    logout(state) {
      state.user = null;
      state.token = null;
      state.isAuthenticated = false;
      state.loading = false;
      state.error = null;
      state.successMessage = SESSION_MESSAGES.loggedOut;
    },
    /** The user's details (e.g. from /auth/me or the profile form); marks the session signed in. */
    setUser(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
      state.isAuthenticated = true;
    },
    clearMessages(state) {
      state.error = null;
      state.successMessage = null;
    },
    setError(state, action: PayloadAction<string | null>) {
      state.error = action.payload;
    },
    /**
     * A new token for this session from the server (a password change ends every token issued
     * before, this device's too, and answers with a fresh one): kept in place of the old one.
     */
    tokenRenewed(state, action: PayloadAction<{ token: string; user?: SessionUser }>) {
      state.token = action.payload.token;
      state.isAuthenticated = true;
      if (action.payload.user) state.user = action.payload.user;
    },
    /** The token another tab saved or removed. */
    tokenRestored(state, action: PayloadAction<string | null>) {
      if (action.payload === state.token) return;
      state.token = action.payload;
      state.isAuthenticated = action.payload !== null;
      if (action.payload === null) state.user = null;
    },
  },
  extraReducers: (builder) => {
    builder
      // The server refused the token a call was made with: signed out, with the reason. A token
      // already replaced (signed out, or in again) since that call started is left alone.
      .addCase(tokenRefreshed, (state, action) => {
        if (state.token !== action.payload.previous) return;
        state.token = action.payload.token;
        if (action.payload.user) state.user = action.payload.user;
      })
      .addCase(tokenRefused, (state, action) => {
        if (action.payload === null || action.payload !== state.token) return;
        rejected(state, SESSION_MESSAGES.expired);
      })
      .addCase(registerUser.pending, pending)
      .addCase(registerUser.fulfilled, (state, action) =>
        fulfilled(state, action.payload, SESSION_MESSAGES.registered),
      )
      .addCase(registerUser.rejected, (state, action) =>
        rejected(state, action.payload ?? SESSION_MESSAGES.registerFallback),
      )
      .addCase(loginUser.pending, pending)
      .addCase(loginUser.fulfilled, (state, action) =>
        fulfilled(state, action.payload, SESSION_MESSAGES.loggedIn),
      )
      .addCase(loginUser.rejected, (state, action) =>
        rejected(state, action.payload ?? SESSION_MESSAGES.loginFallback),
      );
  },
});

export const sessionActions = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

export const selectSession = (state: { session: SessionState }) => state.session;

export function loadSession(storage: SafeStorage): SessionState {
  const token = storage.getString(STORAGE_KEYS.token);
  return initialSessionState(token === '' ? null : token);
}

/** Keeps the stored token equal to the session's: saved on sign-in, removed on sign-out. */
export function saveSessionToken(storage: SafeStorage, token: string | null): void {
  if (token) storage.setString(STORAGE_KEYS.token, token);
  else storage.remove(STORAGE_KEYS.token);
}
