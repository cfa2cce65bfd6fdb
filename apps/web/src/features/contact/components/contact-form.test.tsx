import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { ApiError, type ApiRequest } from '../../../lib/api-client';
import { memoryStorage } from '../../../lib/test-helpers';
import { ContactForm } from './contact-form';

const SUCCESS = 'Thank you! Your message has been sent. We reply within 24 hours.';

/** The form on a real store whose API calls go to `answer`. */
function renderForm(answer: (path: string, body: unknown) => Promise<unknown>) {
  const request = vi.fn((path: string, options?: { body?: unknown }) => answer(path, options?.body));
  const { storage } = memoryStorage();
  const store = makeStore({ storage, request: request as unknown as ApiRequest });
  render(
    <Provider store={store}>
      <ContactForm />
    </Provider>,
  );
  return { request, user: userEvent.setup() };
}

const field = (label: string) =>
  screen.getByLabelText(label, { exact: true }) as HTMLInputElement | HTMLTextAreaElement;

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Name'), 'Ada Obi');
  await user.type(field('Email'), 'ada@example.com');
  await user.type(field('Phone (optional)'), '0803 123 4567');
  await user.type(field('Order number (optional)'), 'BD-7K4M2Q');
  await user.type(field('Subject'), 'My parcel');
  await user.type(field('Message'), 'Where is it?');
}

/** An answer the test gives when it chooses. */
function pending() {
  let settle: (outcome: { ok: true } | { ok: false; error: Error }) => void = () => {};
  const answer = new Promise<unknown>((resolve, reject) => {
    settle = (outcome) => (outcome.ok ? resolve({ success: true, message: SUCCESS }) : reject(outcome.error));
  });
  return { answer, settle: (outcome: Parameters<typeof settle>[0]) => act(() => settle(outcome)) };
}

describe('the contact form', () => {
  it('sends every field to the store and shows the thank-you only once the server has stored it', async () => {
    const reply = pending();
    const { request, user } = renderForm(() => reply.answer);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const sending = screen.getByRole('button', { name: 'Sending...' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText(SUCCESS)).toBeNull();
    expect(field('Name').value).toBe('Ada Obi');
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(
      '/contact',
      expect.objectContaining({
        method: 'POST',
        body: {
          name: 'Ada Obi',
          email: 'ada@example.com',
          phone: '0803 123 4567',
          orderNumber: 'BD-7K4M2Q',
          subject: 'My parcel',
          message: 'Where is it?',
        },
      }),
    );

    await reply.settle({ ok: true });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(SUCCESS));
    for (const label of [
      'Name',
      'Email',
      'Phone (optional)',
      'Order number (optional)',
      'Subject',
      'Message',
    ]) {
      expect(field(label).value).toBe('');
    }
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
  });

  it('pressing Send twice while sending sends the message once', async () => {
    const reply = pending();
    const { request, user } = renderForm(() => reply.answer);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await user.click(screen.getByRole('button', { name: 'Sending...' }));
    expect(request).toHaveBeenCalledTimes(1);
    await reply.settle({ ok: true });
  });

  it("keeps what was typed and shows the server's message when the message is refused", async () => {
    const reply = pending();
    const { user } = renderForm(() => reply.answer);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await reply.settle({
      ok: false,
      error: new ApiError(
        'HTTP error! Status: 400',
        400,
        'phone must be a Nigerian phone number, like 0803 123 4567.',
      ),
    });

    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'phone must be a Nigerian phone number, like 0803 123 4567.',
      ),
    );
    expect(screen.queryByText(SUCCESS)).toBeNull();
    expect(field('Message').value).toBe('Where is it?');
    expect(field('Phone (optional)').value).toBe('0803 123 4567');
    expect((screen.getByRole('button', { name: 'Send Message' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says plainly that the message was not sent when no answer arrives', async () => {
    const { user } = renderForm(() =>
      Promise.reject(new ApiError('No response received from server.', undefined)),
    );
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Your message could not be sent. Please try again.'),
    );
    expect(field('Name').value).toBe('Ada Obi');
  });

  it('marks phone and order number optional and the other four required', () => {
    renderForm(() => Promise.resolve({}));
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(field(label).required).toBe(true);
    for (const label of ['Phone (optional)', 'Order number (optional)'])
      expect(field(label).required).toBe(false);
  });
});
