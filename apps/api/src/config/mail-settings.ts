import { z } from 'zod';
import { int } from './env-values';

export const MailEnv = z.object({
  ORDER_EMAILS_PER_RECIPIENT_PER_HOUR: int(1, 1000).default(5),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/\s]/, { error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3, { error: 'must be a sender, like Better Deals <orders@betterdeals.ng>' })
    .max(200, { error: 'must be at most 200 characters' })
    .regex(/@/, { error: 'must be a sender, like Better Deals <orders@betterdeals.ng>' })
    .default('Better Deals <orders@betterdeals.ng>'),
  STORE_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'must be an email address, like support@betterdeals.ng' }))
    .default('support@betterdeals.ng'),
});

export interface MailSettings {
  /**
   * Order confirmations sent to one address in an hour; past it an order is still placed, without
   * its email (anyone may give any address at checkout).
   */
  orderEmailsPerRecipientPerHour: number;
  /** Where outgoing messages are sent (smtp:// or smtps://); undefined: written to the log. */
  smtpUrl: string | undefined;
  /** The sender of outgoing messages. */
  mailFrom: string;
  /** The store's own inbox: each message sent from the Contact page is emailed here. */
  storeEmail: string;
}

export function readMailSettings(e: z.infer<typeof MailEnv>): MailSettings {
  return {
    orderEmailsPerRecipientPerHour: e.ORDER_EMAILS_PER_RECIPIENT_PER_HOUR,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    storeEmail: e.STORE_EMAIL,
  };
}
