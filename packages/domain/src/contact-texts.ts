// The contact form's limits, statuses and texts, apart from its schemas: the Contact page reads
// these, and its first load should not carry the schemas' rules (emails, phones, order numbers).

/** The longest each part of a contact message may be, for the form and the server alike. */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  orderNumber: 20,
  subject: 150,
  message: 5000,
  reply: 5000,
} as const;

/** Where a message stands with staff: unanswered, answered by email, or dealt with. */
export const CONTACT_MESSAGE_STATUSES = ['new', 'replied', 'closed'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

/** What the contact form and the admin tab say, in one place. */
export const CONTACT_MESSAGES = {
  sent: 'Thank you! Your message has been sent. We reply within 24 hours.',
  replied: 'Reply sent.',
  statusChanged: 'Message status updated.',
  notFound: 'Message not found.',
  busy: 'We are receiving a lot of messages right now. Please try again in a few minutes.',
} as const;
