import type { AuditAction, AuditEntry } from '@better-deals/domain';
import { formatLagosDateTime, formatNaira } from '../../lib/format';

/** What each logged action reads as. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'product.create': 'Created product',
  'product.update': 'Updated product',
  'product.delete': 'Deleted product',
  'staff.create': 'Created staff account',
  'staff.update': 'Updated staff account',
  'staff.login': 'Signed in',
  'order.status': 'Changed order status',
  'account.profile': 'Updated own profile',
  'account.password': 'Changed own password',
  'account.password_reset': 'Reset own password by email link',
  'customer.disable': 'Disabled customer account',
  'customer.enable': 'Enabled customer account',
  'account.sessions_ended': 'Signed out own devices',
  'session.reuse': 'Session ended: an old sign-in token was used again',
};

/** One changed field: its label and the value before and after (null: not there). */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

// Bookkeeping every save changes: listing it would hide what a person actually changed.
const IGNORED = new Set(['_id', 'createdAt', 'updatedAt', 'version', 'inStock']);
const MONEY_FIELDS = new Set(['price', 'originalPrice']);
const LABELS: Record<string, string> = {
  originalPrice: 'Original price',
  sku: 'SKU',
  lastLoginAt: 'Last sign-in',
  otherSessionsEnded: 'Other sessions ended',
};
const MAX_TEXT = 140;

/** 'originalPrice' → 'Original price'; 'sku' → 'SKU'. */
export function fieldLabel(key: string): string {
  const known = LABELS[key];
  if (known) return known;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const isImage = (v: unknown) => isRecord(v) && typeof v.public_id === 'string';

/** A logged value as a short line of text: naira for prices, lists joined, images counted. */
export function formatAuditValue(key: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && MONEY_FIELDS.has(key)) return formatNaira(value, { decimals: 2 });
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every(isImage))
      return `${value.length} ${value.length === 1 ? 'image' : 'images'}`;
    return value.length === 0
      ? '(none)'
      : value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ');
  }
  if (isRecord(value)) {
    const entries = Object.entries(value);
    return entries.length === 0 ? '(none)' : entries.map(([k, v]) => `${k}: ${String(v)}`).join('; ');
  }
  const text = String(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

/**
 * The readable difference between a record before and after an action: every field whose value
 * changed (a creation lists what was set, a deletion what was removed).
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter((key) => !IGNORED.has(key));
  const changes: AuditChange[] = [];
  for (const key of keys) {
    const was = formatAuditValue(key, from[key]);
    const now = formatAuditValue(key, to[key]);
    if (JSON.stringify(from[key] ?? null) === JSON.stringify(to[key] ?? null)) continue;
    changes.push({ field: fieldLabel(key), before: was, after: now });
  }
  return changes;
}

/** What the entry was about: the product's title or the account's email, else its kind and id. */
export function auditTarget(entry: Pick<AuditEntry, 'before' | 'after' | 'entityType' | 'entityId'>): string {
  for (const record of [entry.after, entry.before]) {
    if (!isRecord(record)) continue;
    if (typeof record.title === 'string') return record.title;
    if (typeof record.email === 'string') return record.email;
  }
  return entry.entityId ? `${entry.entityType} ${entry.entityId}` : entry.entityType;
}

/** Who acted: their email, or the command line for accounts made with create-admin. */
export const auditActor = (entry: Pick<AuditEntry, 'actorEmail'>) => entry.actorEmail ?? 'Command line';

/** When, in Lagos time: '22 Nov 2026, 14:05'. */
export function auditTime(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : formatLagosDateTime(date);
}
