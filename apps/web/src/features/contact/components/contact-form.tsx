import { TIMINGS } from '@better-deals/domain';
import { useEffect, useReducer, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Input, Textarea } from '../../../components/ui/field';
import {
  CONTACT_INCOMPLETE_MESSAGE,
  CONTACT_SUCCESS_MESSAGE,
  contactFormReducer,
  initialContactFormState,
  missingContactFields,
  type ContactField,
} from '../contact-form';
import { Icon } from '../../../components/ui/icons';

/**
 * Contact's message form (spec §2, §4, §5): name, email, subject and message, all required.
 * Sending makes no call: the thank-you shows for 5 seconds and the fields are cleared.
 */
export function ContactForm() {
  const [state, dispatch] = useReducer(contactFormReducer, initialContactFormState);
  const { values, status, sentCount } = state;
  const missing = status === 'incomplete' ? missingContactFields(values) : [];

  useEffect(() => {
    if (status !== 'sent') return;
    const timer = window.setTimeout(() => dispatch({ type: 'dismiss' }), TIMINGS.successMessageMs);
    return () => window.clearTimeout(timer);
  }, [status, sentCount]);

  const field = (name: ContactField) => ({
    name,
    value: values[name],
    required: true,
    'aria-invalid': missing.includes(name) || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      dispatch({ type: 'change', field: name, value: event.target.value }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    dispatch({ type: 'submit' });
  };

  return (
    // Not a labelled region: its name would contain 'Message' and blur the Message field's label.
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h2 className="text-xl font-bold text-slate-900 sm:text-2xl">Send Us a Message</h2>
      <p className="mt-1 text-slate-700">All fields are required. We reply within 24 hours.</p>

      <form onSubmit={onSubmit} className="mt-6 flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Name">
            <Input type="text" autoComplete="name" maxLength={100} {...field('name')} />
          </Field>
          <Field label="Email">
            <Input type="email" autoComplete="email" maxLength={254} {...field('email')} />
          </Field>
        </div>
        <Field label="Subject">
          <Input type="text" maxLength={150} {...field('subject')} />
        </Field>
        <Field label="Message">
          <Textarea rows={6} maxLength={5000} {...field('message')} />
        </Field>

        {status === 'incomplete' && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 font-medium text-red-800">
            {CONTACT_INCOMPLETE_MESSAGE}
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

        <Button type="submit" size="lg" className="sm:self-start">
          Send Message
        </Button>
      </form>
    </div>
  );
}
