/** The network-layer messages of spec §8. */
export const NETWORK_MESSAGES = {
  httpError: (status: number) => `HTTP error! Status: ${status}`,
  noResponse: 'No response received from server.',
  unknown: 'An unknown error occurred.',
} as const;

/** A failed API call. `message` is what a shopper may be shown. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status; undefined when no response arrived. */
    readonly status: number | undefined,
    /** The server's own `message`, when its answer carried one. */
    readonly serverMessage: string | undefined = undefined,
    /** The server's stable `code` for outcomes a client branches on. */
    readonly code: string | undefined = undefined,
    /** The whole error answer, for outcomes that carry more than a message (a new total, stock left). */
    readonly details: unknown = undefined,
  ) {
    super(message);
  }
}

export type QueryValue = string | number | boolean | null | undefined;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Query-string values; null, undefined and '' are left out. */
  query?: Record<string, QueryValue>;
  /** A plain value is sent as JSON; FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers: the query layer's bearer token (lib/api.ts). */
  headers?: Record<string, string>;
}

/** What the client reads of an answer: its status and its body as text (a `Response` is one). */
interface ApiAnswer {
  readonly status: number;
  readonly ok: boolean;
  text: () => Promise<string>;
}

/**
 * How the client reaches the API: the browser's `fetch`, or on the server the API answering
 * in-process with no more than an `ApiAnswer`.
 */
export type ApiFetch = (url: string, init: RequestInit) => Promise<ApiAnswer>;

export interface ApiClientConfig {
  baseUrl: string;
  fetch: ApiFetch;
}

export type ApiRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

/** `path` under `baseUrl` with the query string, skipping empty values. */
export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const base = baseUrl.replace(/\/+$/, '');
  const url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}?${text}` : url;
}

function serverMessageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

function serverCodeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const code = (body as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * An answer's body, frozen at its top two levels (the answer and its `data`, which the endpoints
 * keep): nothing changes what the server sent, and the store's reducers take a frozen value as it
 * is, where an unfrozen one is walked through to its last field each time it is stored.
 */
async function readBody(response: ApiAnswer): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const body = JSON.parse(text) as unknown;
  if (typeof body === 'object' && body !== null) {
    for (const value of Object.values(body)) if (typeof value === 'object') Object.freeze(value);
  }
  return Object.freeze(body);
}

const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

// Last body per GET address, so a 304 (not modified) answer leaves the data as it was.
const MAX_REMEMBERED = 100;

/**
 * One API client: base address, JSON in and out, and the spec's error texts.
 * Statuses 200–299 and 304 succeed; anything else throws an ApiError.
 */
export function createApiClient(config: ApiClientConfig): ApiRequest {
  const lastBodies = new Map<string, unknown>();
  const remember = (url: string, body: unknown) => {
    lastBodies.delete(url);
    lastBodies.set(url, body);
    if (lastBodies.size > MAX_REMEMBERED) {
      const oldest = lastBodies.keys().next().value;
      if (oldest !== undefined) lastBodies.delete(oldest);
    }
  };

  return async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const method = options.method ?? 'GET';
    const url = buildUrl(config.baseUrl, path, options.query);
    const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };

    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body; // the browser sets the multipart boundary
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }

    let response: ApiAnswer;
    try {
      response = await config.fetch(url, {
        method,
        headers,
        body,
        credentials: 'include',
        signal: options.signal,
      });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError(NETWORK_MESSAGES.noResponse, undefined);
    }

    let parsed: unknown;
    try {
      parsed = response.status === 304 ? lastBodies.get(url) : await readBody(response);
    } catch {
      // A body that is not JSON: a proxy's error page, or a cut-off answer.
      throw new ApiError(
        response.ok ? NETWORK_MESSAGES.unknown : NETWORK_MESSAGES.httpError(response.status),
        response.status,
      );
    }

    if ((response.status >= 200 && response.status < 300) || response.status === 304) {
      if (method === 'GET' && response.status !== 304) remember(url, parsed);
      return parsed as T;
    }
    const serverMessage = serverMessageOf(parsed);
    throw new ApiError(
      serverMessage ?? NETWORK_MESSAGES.httpError(response.status),
      response.status,
      serverMessage,
      serverCodeOf(parsed),
      parsed,
    );
  };
}

/** What thunks receive as their extra argument: the client, so tests can pass a fake one. */
export interface ThunkExtra {
  request: ApiRequest;
}

/** The API's address: `VITE_API_URL` or '/api'. */
export const API_BASE_URL: string = import.meta.env.VITE_API_URL ?? '/api';

/**
 * The app's client. It sends no token of its own: the query layer adds the session's
 * (lib/api.ts), so signed-in calls go through there.
 */
export const apiRequest: ApiRequest = createApiClient({
  baseUrl: API_BASE_URL,
  fetch: (...args) => globalThis.fetch(...args),
});
