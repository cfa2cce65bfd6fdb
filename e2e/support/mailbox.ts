import { existsSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';

/** A message the store sent, as its recipient reads it. */
interface ReceivedMessage {
  to: string[];
  subject: string;
  text: string;
}

/** Undoes quoted-printable: soft line breaks joined, `=XX` bytes restored. */
function fromQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A single-part plain-text message as sent over SMTP (headers, blank line, body), decoded. */
function parseMessage(to: string[], data: string): ReceivedMessage {
  const split = data.indexOf('\r\n\r\n');
  const head = data.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = data.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? fromQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { to, subject: header('Subject'), text: text.replace(/\r\n/g, '\n') };
}

/** Every message sent so far (global setup's SMTP stand-in writes them to E2E_MAIL_LOG). */
function sentMessages(): ReceivedMessage[] {
  const file = process.env.E2E_MAIL_LOG;
  if (!file) {
    // Against an outside server (E2E_BASE_URL) the journey cannot read the store's email: say so
    // rather than pass without having checked anything.
    throw new Error("The store's email is read from global setup's mailbox; run without E2E_BASE_URL.");
  }
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as { to: string[]; data: string })
    .map(({ to, data }) => parseMessage(to, data));
}

/**
 * The newest message to `email` whose subject is `subject`, waiting for the server's outbox
 * (which sends every few seconds) to deliver it.
 */
export async function waitForMessage(email: string, subject: string): Promise<ReceivedMessage> {
  let found: ReceivedMessage | undefined;
  await expect
    .poll(
      () => {
        found = sentMessages()
          .filter((m) => m.to.includes(email) && m.subject === subject)
          .at(-1);
        return found !== undefined;
      },
      { timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  if (!found) throw new Error(`no message "${subject}" to ${email}`);
  return found;
}
