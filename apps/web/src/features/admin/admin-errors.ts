import { asApiError } from '../../lib/api';

/** The admin area's failure texts (spec §8), plus those of the staff and audit screens. */
export const ADMIN_MESSAGES = {
  fetch: 'Failed to fetch products.',
  create: 'Failed to create product.',
  update: 'Failed to update product.',
  delete: 'Failed to delete product.',
  load: 'Failed to load product.',
  notFound: 'Product not found.',
  staffLoad: 'Failed to load staff.',
  staffCreate: 'Failed to create admin.',
  staffUpdate: 'Failed to update staff member.',
  auditLoad: 'Failed to load the audit log.',
  ordersLoad: 'Failed to load orders.',
  orderLoad: 'Failed to load the order.',
  orderNotFound: 'Order not found.',
  orderMove: 'Failed to update the order.',
  ordersExport: 'Failed to export orders.',
  customersLoad: 'Failed to load customers.',
  customerUpdate: 'Failed to update the customer account.',
  messagesLoad: 'Failed to load messages.',
  messageUpdate: 'Failed to update the message.',
  messageReply: 'Failed to send the reply.',
  dashboardLoad: 'Failed to load the dashboard.',
} as const;

export type AdminAction = keyof typeof ADMIN_MESSAGES;

/** Shown beside the login to a signed-in shopper whose account is not a staff account. */
export const STAFF_ONLY_MESSAGE = 'This area is for Better Deals staff only.';

/** Shown when a product save was based on a version someone else has since replaced (409). */
export const CONFLICT_MESSAGE =
  'This product was changed by someone else since you opened it. Load the latest version, then make your changes again.';

/** A message ending in a full stop (or ! or ?), so another sentence can follow it. */
function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * The banner text for a failed admin call: the caught error's own message as one sentence,
 * then the spec's text for the action, e.g. 'No response received from server. Failed to fetch
 * products.' Without a message (or when it already says the same) only the action's text shows.
 */
export function adminErrorMessage(error: unknown, action: AdminAction): string {
  const fallback = ADMIN_MESSAGES[action];
  const caught =
    asApiError(error)?.message ??
    (error instanceof Error && error.message.trim() !== '' ? error.message : undefined);
  if (caught === undefined || caught.trim() === '') return fallback;
  const first = asSentence(caught);
  return first === fallback ? fallback : `${first} ${fallback}`;
}

/** The HTTP status of a failed call, when it had one. */
function statusOf(error: unknown): number | undefined {
  const status = asApiError(error)?.status ?? (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** A call refused because the token is missing, expired or revoked. */
export const isUnauthorized = (error: unknown) => statusOf(error) === 401;

/** A product id that is unknown (404) or not an id at all (400 on the id). */
export const isNotFound = (error: unknown) => statusOf(error) === 404 || statusOf(error) === 400;

/** A save refused because the product changed since it was loaded. */
export function isStaleVersion(error: unknown): boolean {
  const code = asApiError(error)?.code ?? (error as { code?: unknown } | null)?.code;
  return statusOf(error) === 409 && code === 'stale_version';
}

/** The edit screen's load failure: 'Product not found.' or 'Failed to load product.' with the cause. */
export function productLoadMessage(error: unknown): string {
  return isNotFound(error) ? ADMIN_MESSAGES.notFound : adminErrorMessage(error, 'load');
}
