import type { PublicUser } from '@better-deals/domain';
import { createAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import {
  ApiError,
  apiRequest,
  NETWORK_MESSAGES,
  type HttpMethod,
  type QueryValue,
  type ApiRequest,
  type RequestOptions,
  type ThunkExtra,
} from './api-client';

interface ApiArgs {
  url: string;
  method?: HttpMethod;
  params?: Record<string, QueryValue>;
  body?: unknown;
  /** Extra headers, such as an order's Idempotency-Key. */
  headers?: Record<string, string>;
}

/** How a failed query reads in components: the message to show, and the server's own details. */
export interface ApiQueryError {
  /** HTTP status, or 'FETCH_ERROR' when no response arrived. */
  status: number | 'FETCH_ERROR' | 'UNKNOWN';
  message: string;
  serverMessage?: string;
  code?: string;
  /** The server's whole error answer (e.g. an order's new total or the stock left). */
  details?: unknown;
}

/**
 * The part of the state the API layer reads. The session slice (features/session) keeps the
 * bearer token there: the one copy the app uses. Storage only restores it when a store is made
 * and saves it when it changes; nothing else reads it from there.
 */
interface TokenState {
  session: { token: string | null };
}

const selectToken = (state: TokenState) => state.session.token;

/**
 * The server refused `token` (401): whoever it signed in is signed out. Carries the token the
 * refused call was sent with, so a late answer cannot sign out a session begun since (the
 * session slice compares it with the current one). Also dispatched for calls made outside the
 * query layer (the admin's upload).
 */
export const tokenRefused = createAction<string | null>('api/tokenRefused');

/**
 * The server gave this session a new access token in place of `previous` (decision 022). The
 * session slice takes it only if it still holds `previous`: a late answer never revives a
 * session signed out since.
 */
export const tokenRefreshed = createAction<{
  previous: string;
  token: string;
  /** The user as the server has them now (a role may have changed). */
  user?: PublicUser;
}>('api/tokenRefreshed');

// A token is renewed this long before it runs out, judged by when this page first saw it
// (the device's clock may be off from the server's; its pace is not).
const RENEW_BEFORE_MS = 60_000;
const firstSeen = new Map<string, number>();

/** The claims of a token as sent (not verified: the server does that). */
function claimsOf(token: string): Record<string, unknown> | undefined {
  try {
    const part = token.split('.')[1] ?? '';
    return JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

function lifetimeMsOf(token: string): number | undefined {
  const claims = claimsOf(token);
  return typeof claims?.iat === 'number' && typeof claims.exp === 'number'
    ? (claims.exp - claims.iat) * 1000
    : undefined;
}

/** Which session a token belongs to: the same before and after it is renewed. */
export function sessionOf(token: string | null): string | null {
  if (!token) return null;
  const sid = claimsOf(token)?.sid;
  return typeof sid === 'string' ? sid : token;
}

function runsOutSoon(token: string): boolean {
  const now = Date.now();
  if (!firstSeen.has(token)) {
    if (firstSeen.size > 20) firstSeen.clear();
    firstSeen.set(token, now);
  }
  const lifetime = lifetimeMsOf(token);
  return lifetime !== undefined && firstSeen.get(token)! + lifetime - RENEW_BEFORE_MS <= now;
}

/**
 * What a renewal came to: a new token, the session ended (the server refused the cookie, 401),
 * or no answer worth acting on (offline, the store busy): the session is kept and tried again.
 */
type Renewal = { token: string } | 'ended' | 'unavailable';

// One refresh per token at a time, shared by every call that finds it stale.
const renewals = new Map<string, Promise<Renewal>>();

/** Trades the refresh cookie for a new access token in place of `token`. */
function renew(request: ApiRequest, token: string, dispatch: (action: UnknownAction) => unknown) {
  let renewal = renewals.get(token);
  if (!renewal) {
    renewal = request<{ data?: { token?: unknown; user?: PublicUser } }>('/auth/refresh', { method: 'POST' })
      .then(
        (answer): Renewal => {
          if (typeof answer?.data?.token !== 'string') return 'unavailable';
          const renewed = { token: answer.data.token, ...(answer.data.user && { user: answer.data.user }) };
          firstSeen.set(renewed.token, Date.now());
          dispatch(tokenRefreshed({ previous: token, ...renewed }));
          return { token: renewed.token };
        },
        (error: unknown): Renewal =>
          error instanceof ApiError && (error.status === 401 || error.status === 403)
            ? 'ended'
            : 'unavailable',
      )
      .then((outcome) => {
        // Calls already on their way with `token` share a new token for a while; a failure
        // to reach the store is forgotten at once, so the next call tries again.
        if (outcome === 'unavailable') renewals.delete(token);
        else setTimeout(() => renewals.delete(token), RENEW_BEFORE_MS);
        return outcome;
      });
    renewals.set(token, renewal);
  }
  return renewal;
}

/**
 * A call made as the signed-in shopper: the bearer token, renewed first when it is about to run
 * out, and once more if the server refuses it (401), then the call is sent again. When the
 * server says the session has ended, it ends here too (tokenRefused); when the store cannot be
 * reached or is busy, the call fails but the shopper stays signed in.
 */
export async function signedInRequest<T>(
  {
    request,
    token,
    dispatch,
  }: { request: ApiRequest; token: string | null; dispatch: (action: UnknownAction) => unknown },
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  if (!token) return request<T>(path, options);
  let bearer = token;
  let tried: Renewal | undefined;
  if (runsOutSoon(token)) {
    tried = await renew(request, token, dispatch);
    if (typeof tried === 'object') bearer = tried.token;
  }
  const send = (value: string) =>
    request<T>(path, { ...options, headers: { ...options.headers, authorization: `Bearer ${value}` } });
  try {
    return await send(bearer);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    const next = tried === undefined ? await renew(request, bearer, dispatch) : tried;
    if (typeof next === 'object' && next.token !== bearer) return send(next.token);
    if (next === 'ended' || typeof next === 'object') dispatch(tokenRefused(bearer));
    throw error;
  }
}

/**
 * A token good for the next minute, for calls made outside the query layer (the admin's
 * uploads and exports): the session's, renewed first when it is about to run out.
 */
export function freshToken(): ThunkAction<Promise<string | null>, unknown, ThunkExtra, UnknownAction> {
  return async (dispatch, getState, extra) => {
    const token = selectToken(getState() as TokenState);
    if (!token || !runsOutSoon(token)) return token;
    const renewed = await renew(extra.request, token, dispatch);
    return typeof renewed === 'object' ? renewed.token : token;
  };
}

// Saves still on their way when the shopper signs out (the saved cart, say) finish before the
// session is ended on the server, or they would be refused.
const signOutTasks = new Set<Promise<unknown>>();

/** Lets a save started at sign-out finish before the server ends the session. */
export function finishBeforeSignOut(task: Promise<unknown>): void {
  signOutTasks.add(task);
  void task.finally(() => signOutTasks.delete(task));
}

/** Waits (at most `maxMs`) for the saves started at sign-out. */
export async function signOutTasksSettled(maxMs = 5000): Promise<void> {
  if (signOutTasks.size === 0) return;
  await Promise.race([
    Promise.allSettled([...signOutTasks]),
    new Promise((resolve) => setTimeout(resolve, maxMs)),
  ]);
}

/**
 * Every call of the query layer: the client from the thunk's extra argument (the server
 * renderer and tests pass their own), sent as the signed-in shopper when there is one.
 */
const baseQuery: BaseQueryFn<string | ApiArgs, unknown, ApiQueryError> = async (
  args,
  { signal, extra, getState, dispatch },
) => {
  const { url, method, params, body, headers } = typeof args === 'string' ? { url: args } : args;
  const request = (extra as Partial<ThunkExtra> | undefined)?.request ?? apiRequest;
  const token = selectToken(getState() as TokenState);
  try {
    return {
      data: await signedInRequest({ request, token, dispatch }, url, {
        method,
        query: params,
        body,
        signal,
        ...(headers && { headers }),
      }),
    };
  } catch (error) {
    if (error instanceof ApiError) {
      return {
        error: {
          status: error.status ?? 'FETCH_ERROR',
          message: error.message,
          ...(error.serverMessage !== undefined && { serverMessage: error.serverMessage }),
          ...(error.code !== undefined && { code: error.code }),
          ...(error.details !== undefined && { details: error.details }),
        },
      };
    }
    if (signal.aborted) throw error;
    return { error: { status: 'UNKNOWN', message: NETWORK_MESSAGES.unknown } };
  }
};

/**
 * How long an answer no page uses stays in the query cache (seconds). The server's store lives for
 * one page and is then dropped whole, so there it keeps everything and sets no timer: a timer per
 * answer would hold every page's store for a minute, thousands of stores on a busy server, and
 * the garbage collector would spend its time walking them.
 */
const UNUSED_ANSWER_SECONDS = import.meta.env.SSR ? Infinity : 60;

/**
 * The one query layer for server data. Features add their endpoints with
 * `api.injectEndpoints` (see features/catalogue/catalogue-api.ts).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Product', 'FlashDeals', 'User', 'Order', 'AdminOrder', 'Session'],
  keepUnusedDataFor: UNUSED_ANSWER_SECONDS,
  endpoints: () => ({}),
});

/** Narrows an RTK Query `error` to ours (it is typed loosely where hooks are combined). */
export function asApiError(error: unknown): ApiQueryError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as Partial<ApiQueryError>;
  return typeof e.message === 'string' ? (e as ApiQueryError) : undefined;
}
