import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { SIMULATED_MESSAGES } from '../notification';
import { addressLines, SAMPLE_DEFAULT_ADDRESS, SAMPLE_DEFAULT_CARD } from '../orders';
import type { Notify } from '../use-notification';
import { PaymentMethodText } from './order-list';

interface ProfileUser {
  name?: string | null;
  email?: string | null;
}

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700';
const primaryButton =
  'rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
const secondaryButton =
  'rounded-lg border-2 border-brand-700 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50';

/**
 * Account settings (spec §2): personal information (prefilled from the signed-in user), change
 * password, address book and payment methods. Every action is simulated: it shows its message.
 */
export function SettingsPanel({
  user,
  notify,
  headingId,
}: {
  user: ProfileUser | null;
  notify: Notify;
  headingId: string;
}) {
  return (
    <div className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        Account Settings
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <PersonalInformation user={user} notify={notify} />
        <ChangePassword notify={notify} />
        <SettingsCard title="Address Book">
          <p className="text-sm font-medium text-slate-600">Default delivery address</p>
          <address className="mt-1 text-slate-800 not-italic">
            {addressLines(SAMPLE_DEFAULT_ADDRESS).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          <button
            type="button"
            onClick={() => notify(SIMULATED_MESSAGES.addressUpdated)}
            className={`mt-4 ${secondaryButton}`}
          >
            Manage Addresses
          </button>
        </SettingsCard>
        <SettingsCard title="Payment Methods">
          <p className="text-sm font-medium text-slate-600">Default card</p>
          <p className="mt-1 text-slate-800">
            <PaymentMethodText method={SAMPLE_DEFAULT_CARD} />
          </p>
          <button
            type="button"
            onClick={() => notify(SIMULATED_MESSAGES.paymentUpdated)}
            className={`mt-4 ${secondaryButton}`}
          >
            Manage Payment Methods
          </button>
        </SettingsCard>
      </div>
    </div>
  );
}

function SettingsCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h3 id={id} className="mb-4 text-lg font-bold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Field({
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
    </div>
  );
}

function PersonalInformation({ user, notify }: { user: ProfileUser | null; notify: Notify }) {
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [phone, setPhone] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    notify(SIMULATED_MESSAGES.profileUpdated);
  };

  return (
    <SettingsCard title="Personal Information">
      <form onSubmit={submit} className="flex flex-col gap-4">
        <Field label="Name" value={name} onChange={setName} autoComplete="name" />
        <Field label="Email" type="email" value={email} onChange={setEmail} autoComplete="email" />
        <Field label="Phone" type="tel" value={phone} onChange={setPhone} autoComplete="tel" />
        <button type="submit" className={`self-start ${primaryButton}`}>
          Update Profile
        </button>
      </form>
    </SettingsCard>
  );
}

function ChangePassword({ notify }: { notify: Notify }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCurrent('');
    setNext('');
    setConfirm('');
    notify(SIMULATED_MESSAGES.passwordChange);
  };

  return (
    <SettingsCard title="Change Password">
      <form onSubmit={submit} className="flex flex-col gap-4">
        <Field
          label="Current Password"
          type="password"
          value={current}
          onChange={setCurrent}
          autoComplete="current-password"
        />
        <Field
          label="New Password"
          type="password"
          value={next}
          onChange={setNext}
          autoComplete="new-password"
        />
        <Field
          label="Confirm New Password"
          type="password"
          value={confirm}
          onChange={setConfirm}
          autoComplete="new-password"
        />
        <button type="submit" className={`self-start ${primaryButton}`}>
          Change Password
        </button>
      </form>
    </SettingsCard>
  );
}
