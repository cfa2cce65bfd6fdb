/** The contact form's fields: phone and order number may be left empty. */
export type ContactField = 'name' | 'email' | 'phone' | 'orderNumber' | 'subject' | 'message';
const REQUIRED_FIELDS = ['name', 'email', 'subject', 'message'] as const satisfies readonly ContactField[];
export type ContactMessage = Record<ContactField, string>;

export const EMPTY_CONTACT_MESSAGE: ContactMessage = {
  name: '',
  email: '',
  phone: '',
  orderNumber: '',
  subject: '',
  message: '',
};

export const CONTACT_SUCCESS_MESSAGE = 'Thank you! Your message has been sent. We reply within 24 hours.';
export const CONTACT_INCOMPLETE_MESSAGE = 'Please fill in all fields.';
export const CONTACT_FAILED_MESSAGE = 'Your message could not be sent. Please try again.';

/** The required fields left empty (spaces alone count as empty), in form order. */
export function missingContactFields(values: ContactMessage): ContactField[] {
  return REQUIRED_FIELDS.filter((field) => values[field].trim() === '');
}

/**
 * 'editing' while the shopper types; 'incomplete' after a send with a required field left empty;
 * 'sending' while the server has the message; 'sent' while the thank-you shows (5 seconds, then
 * 'dismiss'); 'failed' when the server did not store it.
 */
type ContactFormStatus = 'editing' | 'incomplete' | 'sending' | 'sent' | 'failed';

export interface ContactFormState {
  values: ContactMessage;
  status: ContactFormStatus;
  /** How many messages were sent: each send restarts the thank-you's timer. */
  sentCount: number;
  /** Why the last send failed, in the server's words when it gave them. */
  error: string | null;
}

export type ContactFormAction =
  | { type: 'change'; field: ContactField; value: string }
  | { type: 'submit' }
  | { type: 'stored' }
  | { type: 'failed'; message: string }
  | { type: 'dismiss' };

export const initialContactFormState: ContactFormState = {
  values: EMPTY_CONTACT_MESSAGE,
  status: 'editing',
  sentCount: 0,
  error: null,
};

/**
 * The form's transitions. A complete message goes to 'sending' (a second press changes nothing);
 * only the server's 'stored' clears the fields and shows the thank-you. A failure keeps what was
 * typed, with the reason; an incomplete message keeps it too.
 */
export function contactFormReducer(state: ContactFormState, action: ContactFormAction): ContactFormState {
  switch (action.type) {
    case 'change':
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        status: state.status === 'incomplete' || state.status === 'failed' ? 'editing' : state.status,
        error: state.status === 'failed' ? null : state.error,
      };
    case 'submit':
      if (state.status === 'sending') return state;
      if (missingContactFields(state.values).length > 0)
        return { ...state, status: 'incomplete', error: null };
      return { ...state, status: 'sending', error: null };
    case 'stored':
      if (state.status !== 'sending') return state;
      return { values: EMPTY_CONTACT_MESSAGE, status: 'sent', sentCount: state.sentCount + 1, error: null };
    case 'failed':
      if (state.status !== 'sending') return state;
      return { ...state, status: 'failed', error: action.message };
    case 'dismiss':
      return state.status === 'sent' ? { ...state, status: 'editing' } : state;
  }
}
