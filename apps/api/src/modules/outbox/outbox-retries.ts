import { redactText } from '../../lib/redact';

/** After this many failed sends a message is marked failed and left for an operator. */
export const OUTBOX_MAX_ATTEMPTS = 8;
/** The first retry waits this long; each later one twice as long as the one before, up to the cap. */
const OUTBOX_RETRY_BASE_MS = 60_000;
const OUTBOX_RETRY_CAP_MS = 60 * 60 * 1000;

/** The wait before retry number `attempts` (1 after the first failure): 1 min, 2, 4, … up to an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(OUTBOX_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), OUTBOX_RETRY_CAP_MS);
}

/**
 * A failed send's reason as kept in `last_error` and logged: the error's message only (no stack),
 * with any credentials in an address blanked, email addresses masked (a mail server's refusal
 * names the recipient), and short.
 */
export function safeErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return redactText(message)
    .replace(/(\w+:\/\/)[^@\s/]*@/g, '$1***@')
    .slice(0, 300);
}
