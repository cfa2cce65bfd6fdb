import {
  emailGreeting,
  formatLagosDateTime,
  isPlainShopperText,
  type ContactMessageFields,
} from '@better-deals/domain';
import type { OutboxMessage } from '../outbox/outbox.service';

/** The email that tells the store's inbox of a new message: everything the shopper gave. */
export function storeNotice(
  message: ContactMessageFields,
  { storeEmail, sentAt }: { storeEmail: string; sentAt: Date },
): OutboxMessage {
  const lines = [
    'A message was sent from the Contact page.',
    '',
    `From: ${message.name} <${message.email}>`,
    `Phone: ${message.phone ?? 'not given'}`,
    `Order number: ${message.orderNumber ?? 'not given'}`,
    `Sent: ${formatLagosDateTime(sentAt)} (Lagos time)`,
    `Subject: ${message.subject}`,
    '',
    message.message,
    '',
    'Reply from the Messages tab of the admin area, so the message is marked replied.',
  ];
  return {
    kind: 'contact_message',
    recipient: storeEmail,
    subject: `Contact form: ${message.subject}`,
    body: lines.join('\n'),
  };
}

/**
 * Staff's reply, to the address the sender gave. Anyone may give anyone's address, so the email
 * repeats nothing they typed that could steer its reader elsewhere: the name only when it is a
 * plain name, the subject only when it is plain text, and never the message itself.
 */
export function replyEmail(
  message: { name: string; email: string; subject: string },
  body: string,
): OutboxMessage {
  const about = isPlainShopperText(message.subject)
    ? `Re: ${message.subject}`
    : 'Your message to Better Deals';
  return {
    kind: 'contact_reply',
    recipient: message.email,
    subject: `${about} | Better Deals`,
    body: [emailGreeting(message.name), '', body, '', 'Better Deals customer support'].join('\n'),
  };
}
