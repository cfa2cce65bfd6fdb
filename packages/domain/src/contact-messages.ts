import { z } from 'zod';
import { AdminPageQuery, EmailField } from './accounts';
import { emptyToUndefined, ListResponseSchema, MessageResponseSchema } from './catalogue';
import { noControlCharacters } from './control-characters';
import { parseNigerianPhone } from './nigeria';
import { CONTACT_LIMITS, CONTACT_MESSAGE_STATUSES, type ContactMessageStatus } from './contact-texts';
import { normaliseOrderNumber } from './order-rules';

/** One line of required text, at most `max` characters, named `field` in its messages. */
const requiredLine = (field: string, max: number) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, { error: `${field} is required.` })
    .max(max, { error: `${field} must be at most ${max} characters.` })
    .check(noControlCharacters(field));

/** Text of several lines (line breaks and tabs allowed), required, at most `max` characters. */
const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, { error: `${field} is required.` })
    .max(max, { error: `${field} must be at most ${max} characters.` });

const PHONE_MESSAGE = 'phone must be a Nigerian phone number, like 0803 123 4567.';
const ORDER_NUMBER_MESSAGE = 'orderNumber must be an order number, like BD-7K4M2Q.';

/** An optional field: blank or missing means none (null); otherwise `read` gives its stored form. */
const optionalField = (field: string, max: number, message: string, read: (text: string) => string | null) =>
  z
    .string({ error: `${field} must be text.` })
    .max(max, { error: message })
    .nullish()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value.trim() === '') return null;
      const parsed = read(value);
      if (parsed === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return parsed;
    });

/** POST /contact: a shopper's message to the store. Phone and order number may be left out. */
export const ContactMessageInput = z.object({
  name: requiredLine('name', CONTACT_LIMITS.name),
  email: EmailField,
  phone: optionalField('phone', CONTACT_LIMITS.phone, PHONE_MESSAGE, parseNigerianPhone),
  orderNumber: optionalField(
    'orderNumber',
    CONTACT_LIMITS.orderNumber,
    ORDER_NUMBER_MESSAGE,
    normaliseOrderNumber,
  ),
  subject: requiredLine('subject', CONTACT_LIMITS.subject),
  message: requiredText('message', CONTACT_LIMITS.message),
});
export type ContactMessageInput = z.input<typeof ContactMessageInput>;
export type ContactMessageFields = z.output<typeof ContactMessageInput>;

/** A contact message as staff see it. */
export interface ContactMessage {
  _id: string;
  name: string;
  email: string;
  /** E.164 (+234…), or null when the shopper gave none. */
  phone: string | null;
  /** BD-XXXXXX, or null when the shopper gave none. */
  orderNumber: string | null;
  subject: string;
  message: string;
  status: ContactMessageStatus;
  createdAt: string;
  /** When staff last replied by email, or null. */
  repliedAt: string | null;
}

export const ContactMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  orderNumber: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_MESSAGE_STATUSES),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
}) satisfies z.ZodType<ContactMessage>;

/** POST /contact's answer: the message was stored; its id lets the shopper quote it. */
export const ContactMessageSentResponseSchema = MessageResponseSchema.extend({
  data: z.object({ _id: z.string() }),
});

const statusField = z.enum(CONTACT_MESSAGE_STATUSES, {
  error: `status must be one of ${CONTACT_MESSAGE_STATUSES.join(', ')}.`,
});

/** GET /admin/messages: a page, newest first, optionally only messages with one status. */
export const AdminMessageQuery = AdminPageQuery.extend({
  status: z.preprocess(emptyToUndefined, statusField.optional()),
});
export type AdminMessageQuery = z.output<typeof AdminMessageQuery>;

/** A message's address: `/admin/messages/:id`. */
export const MessageIdParams = z.object({ id: z.uuid({ error: 'id is not a valid message id.' }) });

/** PATCH /admin/messages/:id: staff set where a message stands. */
export const UpdateMessageStatusInput = z.strictObject(
  { status: statusField },
  {
    error: (issue) => (issue.code === 'unrecognized_keys' ? 'Only status can be changed.' : undefined),
  },
);
export type UpdateMessageStatusInput = z.infer<typeof UpdateMessageStatusInput>;

/** POST /admin/messages/:id/reply: the reply's text, emailed to the sender. */
export const ReplyToMessageInput = z.object({ body: requiredText('body', CONTACT_LIMITS.reply) });
export type ReplyToMessageInput = z.infer<typeof ReplyToMessageInput>;

/** GET /admin/messages: a page of messages, with the page's number and how many pages there are. */
export const AdminMessageListResponseSchema = ListResponseSchema(ContactMessageSchema).extend({
  page: z.number().int(),
  pages: z.number().int(),
});
/** PATCH and reply: the message as it is now, and what was done. */
export const AdminMessageResponseSchema = MessageResponseSchema.extend({ data: ContactMessageSchema });
