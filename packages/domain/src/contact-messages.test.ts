import { describe, expect, it } from 'vitest';
import {
  AdminMessageQuery,
  ContactMessageInput,
  ReplyToMessageInput,
  UpdateMessageStatusInput,
} from './contact-messages';
import { CONTACT_LIMITS } from './contact-texts';

const message = {
  name: ' Ada Obi ',
  email: ' Ada@Example.com ',
  subject: 'Where is my parcel?',
  message: 'I ordered on Monday.\nIt has not arrived.',
};

const problems = (input: unknown) => {
  const result = ContactMessageInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('a contact message', () => {
  it('a shopper who gives name, email, subject and message is read with no phone or order number', () => {
    expect(ContactMessageInput.parse(message)).toEqual({
      name: 'Ada Obi',
      email: 'ada@example.com',
      phone: null,
      orderNumber: null,
      subject: 'Where is my parcel?',
      message: 'I ordered on Monday.\nIt has not arrived.',
    });
  });

  it('a phone as people write it and an order number as typed are kept in the store’s own forms', () => {
    const read = ContactMessageInput.parse({ ...message, phone: '0803 123 4567', orderNumber: 'bd 7k4m2q' });
    expect(read.phone).toBe('+2348031234567');
    expect(read.orderNumber).toBe('BD-7K4M2Q');
  });

  it('blank optional fields mean none', () => {
    const read = ContactMessageInput.parse({ ...message, phone: '  ', orderNumber: '' });
    expect(read).toMatchObject({ phone: null, orderNumber: null });
  });

  it('each problem names its field', () => {
    expect(problems({ ...message, name: ' ' })).toEqual(['name is required.']);
    expect(problems({ ...message, email: 'ada' })).toEqual(['email must be a valid email address.']);
    expect(problems({ ...message, phone: '12345' })).toEqual([
      'phone must be a Nigerian phone number, like 0803 123 4567.',
    ]);
    expect(problems({ ...message, orderNumber: 'ORDER-1' })).toEqual([
      'orderNumber must be an order number, like BD-7K4M2Q.',
    ]);
    expect(problems({ ...message, subject: 'a\u001bb' })).toEqual([
      'subject must not contain control characters.',
    ]);
    expect(problems({ ...message, message: 'x'.repeat(CONTACT_LIMITS.message + 1) })).toEqual([
      `message must be at most ${CONTACT_LIMITS.message} characters.`,
    ]);
    expect(problems({ name: 'Ada' })).toEqual([
      'email is required.',
      'subject is required.',
      'message is required.',
    ]);
  });
});

describe('staff and contact messages', () => {
  it('the list filters by a known status only', () => {
    expect(AdminMessageQuery.parse({ status: 'new' }).status).toBe('new');
    expect(AdminMessageQuery.parse({ status: '' }).status).toBeUndefined();
    expect(AdminMessageQuery.safeParse({ status: 'open' }).success).toBe(false);
  });

  it('only the status can be changed, to new, replied or closed', () => {
    expect(UpdateMessageStatusInput.parse({ status: 'closed' })).toEqual({ status: 'closed' });
    expect(UpdateMessageStatusInput.safeParse({ status: 'archived' }).error?.issues[0]?.message).toBe(
      'status must be one of new, replied, closed.',
    );
    expect(UpdateMessageStatusInput.safeParse({ status: 'new', email: 'x' }).error?.issues[0]?.message).toBe(
      'Only status can be changed.',
    );
  });

  it('a reply needs some text', () => {
    expect(ReplyToMessageInput.safeParse({ body: '  ' }).error?.issues[0]?.message).toBe('body is required.');
    expect(ReplyToMessageInput.parse({ body: ' Your parcel ships today. ' }).body).toBe(
      'Your parcel ships today.',
    );
  });
});
