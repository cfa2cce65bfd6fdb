import { createAction } from '@reduxjs/toolkit';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import {
  ApiError,
  apiRequest,
  NETWORK_MESSAGES,
  type HttpMethod,
  type QueryValue,
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
 * Every call of the query layer: the bearer token from the state, the client from the thunk's
 * extra argument (the server renderer and tests pass their own), and a 401 to a signed-in call
 * ends that session (see tokenRefused).
 */
const baseQuery: BaseQueryFn<string | ApiArgs, unknown, ApiQueryError> = async (
  args,
  { signal, extra, getState, dispatch },
) => {
  const {
    url,
    method,
    params,
    body,
    headers: extraHeaders,
  } = typeof args === 'string' ? { url: args } : args;
  const request = (extra as Partial<ThunkExtra> | undefined)?.request ?? apiRequest;
  const token = selectToken(getState() as TokenState);
  const headers = token ? { ...extraHeaders, authorization: `Bearer ${token}` } : extraHeaders;
  try {
    return { data: await request(url, { method, query: params, body, signal, headers }) };
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status === 401 && token) dispatch(tokenRefused(token));
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
 * The one query layer for server data. Features add their endpoints with
 * `api.injectEndpoints` (see features/catalogue/catalogue-api.ts).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Product', 'FlashDeals', 'User', 'Order', 'AdminOrder'],
  endpoints: () => ({}),
});

/** Narrows an RTK Query `error` to ours (it is typed loosely where hooks are combined). */
export function asApiError(error: unknown): ApiQueryError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as Partial<ApiQueryError>;
  return typeof e.message === 'string' ? (e as ApiQueryError) : undefined;
}
