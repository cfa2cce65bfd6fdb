import {
  CONTACT_MESSAGE_STATUSES,
  type ContactMessage,
  type ContactMessageStatus,
} from '@better-deals/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/feedback';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { formatLagosDateTime, plural } from '../../../lib/format';
import { adminErrorMessage } from '../admin-errors';
import { useGetMessagesQuery } from '../messages-api';
import { MessageStatusBadge, MESSAGE_STATUS_LABELS } from './message-status-badge';
import { MessageView } from './message-view';
import { Pager } from './pager';
import { ListLoading, ListEmpty } from './list-states';

/**
 * Messages shoppers sent from the Contact page, newest first: sender, subject, date (Lagos time)
 * and status, filtered by status. Opening one shows it in full, to file it or reply by email.
 */
export function MessagesPanel() {
  const [status, setStatus] = useState<ContactMessageStatus | ''>('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ContactMessage | null>(null);
  const list = useGetMessagesQuery({ status: status || undefined, page });

  if (open) {
    return (
      <MessageView
        message={open}
        onChanged={setOpen}
        onBack={() => {
          setOpen(null);
          // Back on the list, the focus returns to its heading once it is drawn.
          requestAnimationFrame(() => document.getElementById('messages-title')?.focus());
        }}
      />
    );
  }

  const data = list.data;
  const pageCount = Math.max(1, data?.pages ?? 1);

  return (
    <section aria-labelledby="messages-title" className="flex flex-col gap-4">
      <div>
        <h2 id="messages-title" tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
          Messages
        </h2>
        <p className="text-sm text-slate-700">
          Messages sent from the Contact page. Open one to read it and reply.
        </p>
        {data && (
          <p className="text-sm text-slate-700" aria-live="polite">
            {plural(data.count, 'message')}
          </p>
        )}
      </div>

      <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:max-w-xs">
        <Field label="Show" id="admin-messages-status">
          <Select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as ContactMessageStatus | '');
              setPage(1);
            }}
          >
            <option value="">All messages</option>
            {CONTACT_MESSAGE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {MESSAGE_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </Field>
      </div>

      {list.isError && !list.isFetching ? (
        <ErrorBanner
          title="Error!"
          message={adminErrorMessage(list.error, 'messagesLoad')}
          onRetry={() => void list.refetch()}
        />
      ) : !data ? (
        <ListLoading label="Loading messages..." />
      ) : data.data.length === 0 ? (
        <ListEmpty>{status ? 'No messages with this status.' : 'No messages yet.'}</ListEmpty>
      ) : (
        <ul
          aria-label="Contact messages"
          className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200"
        >
          {data.data.map((message) => (
            <li key={message._id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:gap-4">
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-slate-900">{message.subject}</p>
                <p className="break-all text-sm text-slate-700">
                  {message.name} · {message.email}
                </p>
                <p className="text-sm text-slate-600">
                  <time dateTime={message.createdAt}>{formatLagosDateTime(new Date(message.createdAt))}</time>
                </p>
              </div>
              <div className="flex items-center justify-between gap-3 sm:justify-end">
                <MessageStatusBadge status={message.status} />
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Open message from ${message.name}: ${message.subject}`}
                  onClick={() => setOpen(message)}
                >
                  Open
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {data && (
        <Pager
          headingId="messages-title"
          label="Message pages"
          page={Math.min(page, pageCount)}
          pageCount={pageCount}
          busy={list.isFetching}
          onPage={setPage}
        />
      )}
    </section>
  );
}
