import { describe, expect, it } from 'vitest';
import {
  contactFormReducer,
  EMPTY_CONTACT_MESSAGE,
  initialContactFormState,
  missingContactFields,
  type ContactField,
  type ContactFormAction,
  type ContactFormState,
} from './contact-form';

const run = (...actions: ContactFormAction[]): ContactFormState =>
  actions.reduce(contactFormReducer, initialContactFormState);

const fill = (values: Partial<Record<ContactField, string>>) =>
  Object.entries(values).map(([field, value]): ContactFormAction => ({
    type: 'change',
    field: field as ContactField,
    value,
  }));

const complete = fill({
  name: 'Ada Obi',
  email: 'ada@example.com',
  subject: 'Order 1042',
  message: 'Where is my parcel?',
});

describe('the contact form', () => {
  it('a shopper who sends a complete message sees the thank-you and an empty form', () => {
    const state = run(...complete, { type: 'submit' });
    expect(state.status).toBe('sent');
    expect(state.values).toEqual(EMPTY_CONTACT_MESSAGE);
    expect(state.sentCount).toBe(1);
  });

  it('the thank-you goes away when its time is up', () => {
    const state = run(...complete, { type: 'submit' }, { type: 'dismiss' });
    expect(state.status).toBe('editing');
    expect(state.values).toEqual(EMPTY_CONTACT_MESSAGE);
  });

  it('a shopper who leaves the subject blank is told to fill it in and keeps what they typed', () => {
    const typed = fill({ name: 'Ada Obi', email: 'ada@example.com', subject: '   ', message: 'Hello' });
    const state = run(...typed, { type: 'submit' });
    expect(state.status).toBe('incomplete');
    expect(state.values.name).toBe('Ada Obi');
    expect(missingContactFields(state.values)).toEqual(['subject']);
  });

  it('typing again clears the fill-in message, and a late dismiss changes nothing', () => {
    const state = run({ type: 'submit' }, ...fill({ name: 'A' }));
    expect(state.status).toBe('editing');
    expect(contactFormReducer(state, { type: 'dismiss' })).toBe(state);
  });

  it('an empty form is missing every field, in form order', () => {
    expect(missingContactFields(EMPTY_CONTACT_MESSAGE)).toEqual(['name', 'email', 'subject', 'message']);
  });

  it('a second message sent while the first thank-you shows restarts its timer', () => {
    const state = run(...complete, { type: 'submit' }, ...complete, { type: 'submit' });
    expect(state.status).toBe('sent');
    expect(state.sentCount).toBe(2);
  });
});
