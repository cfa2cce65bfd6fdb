import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import {
  ApiError,
  apiRequest,
  NETWORK_MESSAGES,
  type HttpMethod,
  type QueryValue,
  type ThunkExtra,
} from '../lib/api-client';

export interface ApiArgs {
  url: string;
  method?: HttpMethod;
  params?: Record<string, QueryValue>;
  body?: unknown;
}

/** How a failed query reads in components: the message to show, and the server's own details. */
export interface ApiQueryError {
  /** HTTP status, or 'FETCH_ERROR' when no response arrived. */
  status: number | 'FETCH_ERROR' | 'UNKNOWN';
  message: string;
  serverMessage?: string;
  code?: string;
}

const baseQuery: BaseQueryFn<string | ApiArgs, unknown, ApiQueryError> = async (args, { signal, extra }) => {
  const { url, method, params, body } = typeof args === 'string' ? { url: args } : args;
  const request = (extra as Partial<ThunkExtra> | undefined)?.request ?? apiRequest;
  try {
    return { data: await request(url, { method, query: params, body, signal }) };
  } catch (error) {
    if (error instanceof ApiError) {
      return {
        error: {
          status: error.status ?? 'FETCH_ERROR',
          message: error.message,
          ...(error.serverMessage !== undefined && { serverMessage: error.serverMessage }),
          ...(error.code !== undefined && { code: error.code }),
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
  tagTypes: ['Product', 'FlashDeals', 'User'],
  endpoints: () => ({}),
});

/** Narrows an RTK Query `error` to ours (it is typed loosely where hooks are combined). */
export function asApiError(error: unknown): ApiQueryError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as Partial<ApiQueryError>;
  return typeof e.message === 'string' ? (e as ApiQueryError) : undefined;
}
