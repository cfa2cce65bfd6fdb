/** The contact form's fields (spec §5: all four required). */
const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactMessage = Record<ContactField, string>;

export const EMPTY_CONTACT_MESSAGE: ContactMessage = { name: '', email: '', subject: '', message: '' };

export const CONTACT_SUCCESS_MESSAGE = 'Thank you! Your message has been sent. We reply within 24 hours.';
export const CONTACT_INCOMPLETE_MESSAGE = 'Please fill in all fields.';

/** The fields left empty (spaces alone count as empty), in form order. */
export function missingContactFields(values: ContactMessage): ContactField[] {
  return CONTACT_FIELDS.filter((field) => values[field].trim() === '');
}

/**
 * 'editing' while the shopper types; 'incomplete' after a send with a field left empty;
 * 'sent' while the thank-you shows (spec §4: 5 seconds, then 'dismiss').
 */
type ContactFormStatus = 'editing' | 'incomplete' | 'sent';

export interface ContactFormState {
  values: ContactMessage;
  status: ContactFormStatus;
  /** How many messages were sent: each send restarts the thank-you's timer. */
  sentCount: number;
}

export type ContactFormAction =
  { type: 'change'; field: ContactField; value: string } | { type: 'submit' } | { type: 'dismiss' };

export const initialContactFormState: ContactFormState = {
  values: EMPTY_CONTACT_MESSAGE,
  status: 'editing',
  sentCount: 0,
};

/**
 * The form's transitions. Sending makes no call (spec §2, §4): a complete message clears the
 * fields and shows the thank-you; an incomplete one keeps what was typed.
 */
export function contactFormReducer(state: ContactFormState, action: ContactFormAction): ContactFormState {
  switch (action.type) {
    case 'change':
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        status: state.status === 'incomplete' ? 'editing' : state.status,
      };
    case 'submit':
      if (missingContactFields(state.values).length > 0) return { ...state, status: 'incomplete' };
      return { values: EMPTY_CONTACT_MESSAGE, status: 'sent', sentCount: state.sentCount + 1 };
    case 'dismiss':
      return state.status === 'sent' ? { ...state, status: 'editing' } : state;
  }
}
