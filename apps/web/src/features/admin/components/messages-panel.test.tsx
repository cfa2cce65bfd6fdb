import type { ContactMessage } from '@better-deals/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { ApiError, type ApiRequest, type RequestOptions } from '../../../lib/api-client';
import { memoryStorage } from '../../../lib/test-helpers';
import { MessagesPanel } from './messages-panel';

const parcel: ContactMessage = {
  _id: 'm1',
  name: 'Ada Obi',
  email: 'ada@mail.example',
  phone: '+2348031234567',
  orderNumber: 'BD-7K4M2Q',
  subject: 'Where is my parcel?',
  message: 'I ordered on Monday.\nIt has not arrived.',
  status: 'new',
  createdAt: '2026-12-07T09:30:00.000Z',
  repliedAt: null,
};

/** A fake server over one message: the list, status changes and replies (or `replyFails`). */
function renderPanel({ replyFails = false } = {}) {
  let message = { ...parcel };
  const request = vi.fn(async (path: string, options: RequestOptions = {}) => {
    if (path === '/admin/messages')
      return { success: true, data: [{ ...message }], count: 1, page: 1, pages: 1 };
    const body = options.body as { status?: ContactMessage['status']; body?: string };
    if (path.endsWith('/reply')) {
      if (replyFails) throw new ApiError('HTTP error! Status: 400', 400, 'body is required.');
      message = { ...message, status: 'replied', repliedAt: '2026-12-07T10:00:00.000Z' };
      return { success: true, message: 'Reply sent.', data: { ...message } };
    }
    message = { ...message, status: body.status ?? message.status };
    return { success: true, message: 'Message status updated.', data: { ...message } };
  });
  const store = makeStore({ storage: memoryStorage().storage, request: request as unknown as ApiRequest });
  render(
    <Provider store={store}>
      <MessagesPanel />
    </Provider>,
  );
  return { request, user: userEvent.setup() };
}

describe('the Messages tab', () => {
  it('lists each message with its sender, subject, Lagos date and status', async () => {
    renderPanel();
    const item = await screen.findByRole('listitem');
    expect(item.textContent).toContain('Where is my parcel?');
    expect(item.textContent).toContain('Ada Obi · ada@mail.example');
    expect(item.textContent).toContain('7 Dec 2026, 10:30');
    expect(within(item).getByText('New')).toBeTruthy();
  });

  it('staff open a message, read it in full and reply; it shows as replied', async () => {
    const { request, user } = renderPanel();
    await user.click(
      await screen.findByRole('button', { name: 'Open message from Ada Obi: Where is my parcel?' }),
    );
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: 'Where is my parcel?' }),
    );
    expect(screen.getByText(/It has not arrived\./)).toBeTruthy();
    expect(screen.getByText('0803 123 4567')).toBeTruthy();
    expect(screen.getByText('BD-7K4M2Q')).toBeTruthy();

    await user.type(screen.getByLabelText('Reply', { exact: true }), 'It ships today.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Reply sent.'));
    expect(request).toHaveBeenCalledWith(
      '/admin/messages/m1/reply',
      expect.objectContaining({ method: 'POST', body: { body: 'It ships today.' } }),
    );
    expect((screen.getByLabelText('Status', { exact: true }) as HTMLSelectElement).value).toBe('replied');
    expect((screen.getByLabelText('Reply', { exact: true }) as HTMLTextAreaElement).value).toBe('');
  });

  it('a refused reply keeps the text and shows why', async () => {
    const { user } = renderPanel({ replyFails: true });
    await user.click(await screen.findByRole('button', { name: /Open message from Ada Obi/ }));
    await user.type(screen.getByLabelText('Reply', { exact: true }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Failed to send the reply.'));
    expect((screen.getByLabelText('Reply', { exact: true }) as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('staff close a message and go back to the list', async () => {
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: /Open message from Ada Obi/ }));
    await user.selectOptions(screen.getByLabelText('Status', { exact: true }), 'closed');
    await user.click(screen.getByRole('button', { name: 'Save status' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Message status updated.'));
    await user.click(screen.getByRole('button', { name: 'Back to messages' }));
    const item = await screen.findByRole('listitem');
    await waitFor(() => expect(within(item).getByText('Closed')).toBeTruthy());
  });
});
