import type { PasswordChangeForm, ProfileForm } from '@better-deals/domain';
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { lazyResolver, usePreloadWhenIdle } from '../../../lib/lazy-resolver';
import { SIMULATED_MESSAGES } from '../notification';
import { addressLines, SAMPLE_DEFAULT_ADDRESS, SAMPLE_DEFAULT_CARD } from '../orders';
import type { Notify } from '../use-notification';
import { PaymentMethodText } from './order-list';

// The domain's ProfileForm and PasswordChangeForm, checked with zod, which loads after the page.
const profile = lazyResolver(() => import('../settings-resolvers').then((m) => m.profileResolver));
const passwordChange = lazyResolver(() =>
  import('../settings-resolvers').then((m) => m.passwordChangeResolver),
);

interface ProfileUser {
  name?: string | null;
  email?: string | null;
}

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
          <Button
            variant="secondary"
            onClick={() => notify(SIMULATED_MESSAGES.addressUpdated)}
            className="mt-4"
          >
            Manage Addresses
          </Button>
        </SettingsCard>
        <SettingsCard title="Payment Methods">
          <p className="text-sm font-medium text-slate-600">Default card</p>
          <p className="mt-1 text-slate-800">
            <PaymentMethodText method={SAMPLE_DEFAULT_CARD} />
          </p>
          <Button
            variant="secondary"
            onClick={() => notify(SIMULATED_MESSAGES.paymentUpdated)}
            className="mt-4"
          >
            Manage Payment Methods
          </Button>
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

/** Personal information, prefilled from the signed-in user (the domain's ProfileForm). */
function PersonalInformation({ user, notify }: { user: ProfileUser | null; notify: Notify }) {
  usePreloadWhenIdle(profile.preload);
  const { register, handleSubmit } = useForm<ProfileForm>({
    resolver: profile.resolver,
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '', phone: '' },
  });
  // Simulated (spec §2): nothing is sent, the shopper is told it worked.
  const submit = handleSubmit(() => notify(SIMULATED_MESSAGES.profileUpdated));

  return (
    <SettingsCard title="Personal Information">
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <Field label="Name">
          <Input {...register('name')} autoComplete="name" />
        </Field>
        <Field label="Email">
          <Input {...register('email')} type="email" autoComplete="email" />
        </Field>
        <Field label="Phone">
          <Input {...register('phone')} type="tel" autoComplete="tel" />
        </Field>
        <Button type="submit" className="self-start">
          Update Profile
        </Button>
      </form>
    </SettingsCard>
  );
}

/** Change password (the domain's PasswordChangeForm): simulated, the fields are emptied after. */
function ChangePassword({ notify }: { notify: Notify }) {
  usePreloadWhenIdle(passwordChange.preload);
  const { register, handleSubmit, reset } = useForm<PasswordChangeForm>({
    resolver: passwordChange.resolver,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const submit = handleSubmit(() => {
    reset();
    notify(SIMULATED_MESSAGES.passwordChange);
  });

  return (
    <SettingsCard title="Change Password">
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <Field label="Current Password">
          <Input {...register('currentPassword')} type="password" autoComplete="current-password" />
        </Field>
        <Field label="New Password">
          <Input {...register('newPassword')} type="password" autoComplete="new-password" />
        </Field>
        <Field label="Confirm New Password">
          <Input {...register('confirmPassword')} type="password" autoComplete="new-password" />
        </Field>
        <Button type="submit" className="self-start">
          Change Password
        </Button>
      </form>
    </SettingsCard>
  );
}
