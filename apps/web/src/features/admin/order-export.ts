import { lagosDay } from '@better-deals/domain';
import { API_BASE_URL, ApiError, buildUrl, NETWORK_MESSAGES } from '../../lib/api-client';
import { orderFilterParams, type AdminOrderFilters } from './admin-api';

interface OrdersCsvFile {
  blob: Blob;
  filename: string;
}

/** The file name the server gave (Content-Disposition), else one for today in Lagos. */
export function exportFilename(disposition: string | null, today: Date = new Date()): string {
  const named = disposition ? /filename="?([^";]+)"?/i.exec(disposition)?.[1] : undefined;
  return named && /^[\w.-]+$/.test(named) ? named : `orders-${lagosDay(today)}.csv`;
}

/**
 * GET /admin/orders/export.csv with staff's filters and the session's bearer token (a plain link
 * could not send it). Failures throw an ApiError with the server's message, as the query layer's do.
 */
export async function fetchOrdersCsv(
  filters: AdminOrderFilters,
  token: string | null,
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
): Promise<OrdersCsvFile> {
  const url = buildUrl(API_BASE_URL, '/admin/orders/export.csv', orderFilterParams(filters));
  let response: Response;
  try {
    response = await fetchImpl(url, {
      headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      credentials: 'include',
    });
  } catch {
    throw new ApiError(NETWORK_MESSAGES.noResponse, undefined);
  }
  if (!response.ok) {
    let message: string | undefined;
    let code: string | undefined;
    try {
      const body = (await response.json()) as { message?: unknown; code?: unknown };
      if (typeof body.message === 'string' && body.message.trim() !== '') message = body.message;
      if (typeof body.code === 'string') code = body.code;
    } catch {
      // Not JSON: the status says enough.
    }
    throw new ApiError(
      message ?? NETWORK_MESSAGES.httpError(response.status),
      response.status,
      message,
      code,
    );
  }
  return {
    blob: await response.blob(),
    filename: exportFilename(response.headers.get('content-disposition')),
  };
}

/** Hands a file to the browser's downloads through a temporary link. */
export function saveFile({ blob, filename }: OrdersCsvFile): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click returns: let go of it a little later.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
