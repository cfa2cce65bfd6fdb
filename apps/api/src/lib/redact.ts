/*
 * What the server log may show of secrets and personal data: a reset link's token, a lookup's
 * email, a payment's reference are masked before a line is written, wherever it comes from
 * (a request's address, a message written to the log instead of sent).
 */

const REDACTED = '[redacted]';

/**
 * Query keys whose values are secrets or personal data: a link's token, an email, a payment's
 * reference or code, a password, a phone number. Matched in lower case, also as part of a longer
 * key (`reset_token`, `customerEmail`).
 */
const SENSITIVE_KEY =
  /token|email|e-mail|reference|trxref|^ref$|^code$|access_code|otp|password|passwd|secret|signature|^sig$|phone|^key$|api_?key/i;

function decodedKey(key: string): string {
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return key;
  }
}

/** `a***@example.com`: the first character of the mailbox and the domain, enough to tell messages apart. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return REDACTED;
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** A URL or path with the values of sensitive query keys replaced: `/reset-password?token=[redacted]`. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const hash = url.indexOf('#', query);
  const end = hash === -1 ? url.length : hash;
  const params = url
    .slice(query + 1, end)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const key = pair.slice(0, equals);
      return SENSITIVE_KEY.test(decodedKey(key)) ? `${key}=${REDACTED}` : pair;
    });
  return `${url.slice(0, query + 1)}${params.join('&')}${url.slice(end)}`;
}

const EMAIL_IN_TEXT = /[^\s@<>()[\]",;:/]+@[^\s@<>()[\]",;:/]+\.[^\s@<>()[\]",;:/]+/g;
const QUERY_IN_TEXT = /\?[^\s]*/g;

/** Free text (a message's body) with every email address masked and sensitive query values in its links replaced. */
export function redactText(text: string): string {
  return text
    .replace(QUERY_IN_TEXT, (query) => redactUrl(query))
    .replace(EMAIL_IN_TEXT, (email) => maskEmail(email));
}
