import {
  CONTACT_LIMITS,
  CONTACT_MESSAGE_STATUSES,
  localPhone,
  type ContactMessage,
  type ContactMessageStatus,
} from '@better-deals/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/feedback';
import { Field, Textarea } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { formatLagosDateTime } from '../../../lib/format';
import { adminErrorMessage } from '../admin-errors';
import { useReplyToMessageMutation, useSetMessageStatusMutation } from '../messages-api';
import { SuccessNote } from './form-field';
import { MESSAGE_STATUS_LABELS, MessageStatusBadge } from './message-status-badge';

/** One contact message in full: who sent it and what they wrote; its status, and a reply by email. */
export function MessageView({
  message,
  onChanged,
  onBack,
}: {
  message: ContactMessage;
  /** The message as the server answered after a change. */
  onChanged: (message: ContactMessage) => void;
  onBack: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [status, setStatus] = useState<ContactMessageStatus>(message.status);
  const [reply, setReply] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saveStatus, saving] = useSetMessageStatusMutation();
  const [sendReply, replying] = useReplyToMessageMutation();

  useEffect(() => heading.current?.focus(), []);

  const changed = (answer: { data: ContactMessage; message: string }) => {
    setError(null);
    setNotice(answer.message);
    setStatus(answer.data.status);
    onChanged(answer.data);
  };

  const onStatus = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    try {
      changed(await saveStatus({ id: message._id, status }).unwrap());
    } catch (e) {
      setError(adminErrorMessage(e, 'messageUpdate'));
    }
  };

  const onReply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (replying.isLoading || reply.trim() === '') return;
    setNotice(null);
    try {
      changed(await sendReply({ id: message._id, body: reply }).unwrap());
      setReply('');
    } catch (e) {
      setError(adminErrorMessage(e, 'messageReply'));
    }
  };

  const details: [string, string][] = [
    ['From', message.name],
    ['Email', message.email],
    ['Phone', message.phone ? localPhone(message.phone) : 'Not given'],
    ['Order number', message.orderNumber ?? 'Not given'],
    ['Sent', formatLagosDateTime(new Date(message.createdAt))],
    ...(message.repliedAt
      ? [['Replied on', formatLagosDateTime(new Date(message.repliedAt))] as [string, string]]
      : []),
  ];

  return (
    <section aria-labelledby="message-title" className="flex flex-col gap-4">
      <div>
        <Button variant="ghost" size="sm" onClick={onBack}>
          Back to messages
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <h2
          id="message-title"
          ref={heading}
          tabIndex={-1}
          className="break-words text-2xl font-bold text-slate-900 outline-none"
        >
          {message.subject}
        </h2>
        <MessageStatusBadge status={message.status} />
      </div>

      {notice && <SuccessNote onDismiss={() => setNotice(null)}>{notice}</SuccessNote>}
      {error && <ErrorBanner title="Error!" message={error} />}

      <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-6">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          {details.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold text-slate-700">{term}</dt>
              <dd className="break-all text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 whitespace-pre-wrap break-words text-slate-900">{message.message}</p>
      </div>

      <form
        onSubmit={(event) => void onStatus(event)}
        className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:flex-row sm:items-end"
      >
        <Field label="Status" className="sm:w-56">
          <Select value={status} onChange={(event) => setStatus(event.target.value as ContactMessageStatus)}>
            {CONTACT_MESSAGE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {MESSAGE_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" variant="neutral" disabled={saving.isLoading || status === message.status}>
          {saving.isLoading ? 'Saving...' : 'Save status'}
        </Button>
      </form>

      <form
        onSubmit={(event) => void onReply(event)}
        className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
      >
        <Field label="Reply" hint={`Emailed to ${message.email}; the message is then marked replied.`}>
          <Textarea
            rows={6}
            required
            maxLength={CONTACT_LIMITS.reply}
            value={reply}
            onChange={(event) => setReply(event.target.value)}
          />
        </Field>
        <Button type="submit" disabled={replying.isLoading} className="sm:self-start">
          {replying.isLoading ? 'Sending...' : 'Send reply'}
        </Button>
      </form>
    </section>
  );
}
