import type { ContactMessage } from '@better-deals/domain';
import { asc, eq } from 'drizzle-orm';
import { outbox } from '../../db/schema/index';
import type { TestApp } from '../../test/test-app';

export interface Body<T = unknown> {
  success: boolean;
  message: string;
  code?: string;
  count: number;
  page: number;
  pages: number;
  data: T;
}

let sent = 0;
/** A message as a shopper fills in the form, each one with an email and subject of its own. */
export function aMessage(overrides: Record<string, unknown> = {}) {
  sent++;
  return {
    name: 'Ada Obi',
    email: `ada.${sent}@test.example`,
    subject: `Where is my parcel? (${sent})`,
    message: 'I ordered on Monday and it has not arrived.\nCan you check?',
    ...overrides,
  };
}

/** Sending, listing and reading what the store mailed, on the file's app once it is open. */
export function contactHelpers(current: () => TestApp) {
  return {
    send(payload: object, remoteAddress = '10.50.0.1') {
      return current().app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress });
    },
    async mailsTo(recipient: string) {
      return current()
        .database.db.select()
        .from(outbox)
        .where(eq(outbox.recipient, recipient))
        .orderBy(asc(outbox.id));
    },
    async list(headers: Record<string, string>, query = '') {
      const res = await current().app.inject({ method: 'GET', url: `/api/admin/messages${query}`, headers });
      return { res, body: res.json<Body<ContactMessage[]>>() };
    },
  };
}
