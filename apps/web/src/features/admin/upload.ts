import { API_BASE_URL, ApiError, buildUrl, NETWORK_MESSAGES } from '../../lib/api-client';

function serverField(body: unknown, key: 'message' | 'code'): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * Reads a finished upload's answer the way the API client reads every answer: 2xx is the body;
 * anything else an ApiError with the server's message (else 'HTTP error! Status: N'), its code,
 * and status; status 0 (no answer) is 'No response received from server.'.
 */
export function readUploadAnswer(status: number, text: string): unknown {
  if (status === 0) throw new ApiError(NETWORK_MESSAGES.noResponse, undefined);
  const ok = status >= 200 && status < 300;
  let body: unknown;
  try {
    body = text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    throw new ApiError(ok ? NETWORK_MESSAGES.unknown : NETWORK_MESSAGES.httpError(status), status);
  }
  if (ok) return body;
  const message = serverField(body, 'message');
  throw new ApiError(
    message ?? NETWORK_MESSAGES.httpError(status),
    status,
    message,
    serverField(body, 'code'),
  );
}

export interface UploadOptions {
  method: 'POST' | 'PUT';
  /** Path under the API, e.g. '/products/123'. */
  path: string;
  body: FormData;
  /** Share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** For tests: the request object to use. */
  createRequest?: () => XMLHttpRequest;
  /** The session's bearer token (XMLHttpRequest does not go through the query layer). */
  token: string | null;
}

/**
 * Sends a multipart form with XMLHttpRequest, which (unlike fetch) reports upload progress, with
 * the session's bearer token and the API client's error texts.
 */
export function uploadForm<T>({
  method,
  path,
  body,
  onProgress,
  signal,
  createRequest = () => new XMLHttpRequest(),
  token,
}: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = createRequest();
    request.open(method, buildUrl(API_BASE_URL, path));
    request.setRequestHeader('accept', 'application/json');
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.withCredentials = true;

    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    request.upload.onload = () => onProgress?.(1);
    request.onload = () => {
      try {
        resolve(readUploadAnswer(request.status, request.responseText) as T);
      } catch (error) {
        reject(error instanceof Error ? error : new ApiError(NETWORK_MESSAGES.unknown, undefined));
      }
    };
    request.onerror = () => reject(new ApiError(NETWORK_MESSAGES.noResponse, undefined));
    request.ontimeout = () => reject(new ApiError(NETWORK_MESSAGES.noResponse, undefined));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));

    if (signal?.aborted) {
      request.abort();
      return;
    }
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
