import { CONTACT_LIMITS, TIMINGS } from '@better-deals/domain';
import { useEffect, useReducer, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icons';
import { asApiError } from '../../../lib/api';
import { useSendContactMessageMutation } from '../contact-api';
import {
  CONTACT_FAILED_MESSAGE,
  CONTACT_INCOMPLETE_MESSAGE,
  CONTACT_SUCCESS_MESSAGE,
  contactFormReducer,
  initialContactFormState,
  missingContactFields,
  type ContactField,
} from '../contact-form';

/**
 * Contact's message form: name, email, subject and message required, phone and order number
 * optional. The message is sent to the store; the thank-you shows for 5 seconds, and the fields
 * clear, only once the server has stored it. A failure keeps what was typed and says why.
 */
export function ContactForm() {
  const [state, dispatch] = useReducer(contactFormReducer, initialContactFormState);
  const [sendMessage] = useSendContactMessageMutation();
  const { values, status, sentCount, error } = state;
  const missing = status === 'incomplete' ? missingContactFields(values) : [];
  const sending = status === 'sending';

  useEffect(() => {
    if (status !== 'sent') return;
    const timer = window.setTimeout(() => dispatch({ type: 'dismiss' }), TIMINGS.successMessageMs);
    return () => window.clearTimeout(timer);
  }, [status, sentCount]);

  const field = (name: ContactField, required = true) => ({
    name,
    value: values[name],
    required,
    'aria-invalid': missing.includes(name) || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      dispatch({ type: 'change', field: name, value: event.target.value }),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    dispatch({ type: 'submit' });
    if (missingContactFields(values).length > 0) return;
    const result = await sendMessage(values);
    if ('data' in result && result.data !== undefined) dispatch({ type: 'stored' });
    else {
      const failure = asApiError(result.error);
      dispatch({ type: 'failed', message: failure?.serverMessage ?? CONTACT_FAILED_MESSAGE });
    }
  };

  return (
    // Not a labelled region: its name would contain 'Message' and blur the Message field's label.
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h2 className="text-xl font-bold text-slate-900 sm:text-2xl">Send Us a Message</h2>
      <p className="mt-1 text-slate-700">
        Name, email, subject and message are required. We reply within 24 hours.
      </p>

      <form onSubmit={(event) => void onSubmit(event)} className="mt-6 flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Name">
            <Input type="text" autoComplete="name" maxLength={CONTACT_LIMITS.name} {...field('name')} />
          </Field>
          <Field label="Email">
            <Input type="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} {...field('email')} />
          </Field>
          <Field label="Phone (optional)">
            <Input
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              maxLength={CONTACT_LIMITS.phone}
              {...field('phone', false)}
            />
          </Field>
          <Field label="Order number (optional)" hint="Like BD-7K4M2Q, from your order confirmation.">
            <Input
              type="text"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={CONTACT_LIMITS.orderNumber}
              {...field('orderNumber', false)}
            />
          </Field>
        </div>
        <Field label="Subject">
          <Input type="text" maxLength={CONTACT_LIMITS.subject} {...field('subject')} />
        </Field>
        <Field label="Message">
          <Textarea rows={6} maxLength={CONTACT_LIMITS.message} {...field('message')} />
        </Field>

        {(status === 'incomplete' || status === 'failed') && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 font-medium text-red-800">
            {status === 'incomplete' ? CONTACT_INCOMPLETE_MESSAGE : error}
          </p>
        )}
        <div role="status" aria-live="polite">
          {status === 'sent' && (
            <p className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 font-medium text-emerald-800">
              <Icon name="check" className="mt-0.5 shrink-0" />
              {CONTACT_SUCCESS_MESSAGE}
            </p>
          )}
        </div>

        <Button
          type="submit"
          size="lg"
          disabled={sending}
          aria-disabled={sending || undefined}
          className="disabled:cursor-wait sm:self-start"
        >
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </form>
    </div>
  );
}
