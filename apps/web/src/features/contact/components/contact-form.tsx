import { TIMINGS } from '@better-deals/domain';
import { useEffect, useId, useReducer, type ChangeEvent, type FormEvent } from 'react';
import { CheckIcon } from '../../../components/ui/icons';
import {
  CONTACT_INCOMPLETE_MESSAGE,
  CONTACT_SUCCESS_MESSAGE,
  contactFormReducer,
  initialContactFormState,
  missingContactFields,
  type ContactField,
} from '../contact-form';

const inputClass =
  'w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-brand-700 aria-[invalid=true]:border-red-700';

/**
 * Contact's message form (spec §2, §4, §5): name, email, subject and message, all required.
 * Sending makes no call: the thank-you shows for 5 seconds and the fields are cleared.
 */
export function ContactForm() {
  const [state, dispatch] = useReducer(contactFormReducer, initialContactFormState);
  const { values, status, sentCount } = state;
  const id = useId();
  const missing = status === 'incomplete' ? missingContactFields(values) : [];

  useEffect(() => {
    if (status !== 'sent') return;
    const timer = window.setTimeout(() => dispatch({ type: 'dismiss' }), TIMINGS.successMessageMs);
    return () => window.clearTimeout(timer);
  }, [status, sentCount]);

  const field = (name: ContactField) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    required: true,
    'aria-invalid': missing.includes(name) || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      dispatch({ type: 'change', field: name, value: event.target.value }),
    className: inputClass,
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
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-name`} className="font-medium text-slate-900">
              Name
            </label>
            <input type="text" autoComplete="name" maxLength={100} {...field('name')} />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-email`} className="font-medium text-slate-900">
              Email
            </label>
            <input type="email" autoComplete="email" maxLength={254} {...field('email')} />
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-subject`} className="font-medium text-slate-900">
            Subject
          </label>
          <input type="text" maxLength={150} {...field('subject')} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-message`} className="font-medium text-slate-900">
            Message
          </label>
          <textarea rows={6} maxLength={5000} {...field('message')} />
        </div>

        {status === 'incomplete' && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 font-medium text-red-800">
            {CONTACT_INCOMPLETE_MESSAGE}
          </p>
        )}
        <div role="status" aria-live="polite">
          {status === 'sent' && (
            <p className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 font-medium text-emerald-800">
              <CheckIcon className="mt-0.5 shrink-0" />
              {CONTACT_SUCCESS_MESSAGE}
            </p>
          )}
        </div>

        <button
          type="submit"
          className="inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 sm:self-start"
        >
          Send Message
        </button>
      </form>
    </div>
  );
}
