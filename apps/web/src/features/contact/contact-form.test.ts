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
  subject: 'Order BD-7K4M2Q',
  message: 'Where is my parcel?',
});

describe('the contact form', () => {
  it('a complete message is sending, with what was typed still there, until the server answers', () => {
    const state = run(...complete, { type: 'submit' });
    expect(state.status).toBe('sending');
    expect(state.values.name).toBe('Ada Obi');
    expect(state.sentCount).toBe(0);
  });

  it('once the server has stored it, the shopper sees the thank-you and an empty form', () => {
    const state = run(...complete, { type: 'submit' }, { type: 'stored' });
    expect(state.status).toBe('sent');
    expect(state.values).toEqual(EMPTY_CONTACT_MESSAGE);
    expect(state.sentCount).toBe(1);
  });

  it('a second press while sending changes nothing', () => {
    const sending = run(...complete, { type: 'submit' });
    expect(contactFormReducer(sending, { type: 'submit' })).toBe(sending);
  });

  it('when the server refuses, the shopper keeps what they typed and reads why', () => {
    const state = run(
      ...complete,
      { type: 'submit' },
      { type: 'failed', message: 'email must be a valid email address.' },
    );
    expect(state.status).toBe('failed');
    expect(state.error).toBe('email must be a valid email address.');
    expect(state.values.message).toBe('Where is my parcel?');
    const editing = contactFormReducer(state, { type: 'change', field: 'email', value: 'ada@example.org' });
    expect(editing.status).toBe('editing');
    expect(editing.error).toBeNull();
  });

  it('the thank-you goes away when its time is up', () => {
    const state = run(...complete, { type: 'submit' }, { type: 'stored' }, { type: 'dismiss' });
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

  it('typing again clears the fill-in message, and a late dismiss or answer changes nothing', () => {
    const state = run({ type: 'submit' }, ...fill({ name: 'A' }));
    expect(state.status).toBe('editing');
    expect(contactFormReducer(state, { type: 'dismiss' })).toBe(state);
    expect(contactFormReducer(state, { type: 'stored' })).toBe(state);
  });

  it('phone and order number may be left empty; the other four may not', () => {
    expect(missingContactFields(EMPTY_CONTACT_MESSAGE)).toEqual(['name', 'email', 'subject', 'message']);
  });

  it('a second message stored while the first thank-you shows restarts its timer', () => {
    const state = run(
      ...complete,
      { type: 'submit' },
      { type: 'stored' },
      ...complete,
      { type: 'submit' },
      { type: 'stored' },
    );
    expect(state.status).toBe('sent');
    expect(state.sentCount).toBe(2);
  });
});
