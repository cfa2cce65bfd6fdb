import { ACCOUNT_SETTINGS_MESSAGES, type AccountProfile, type ProfileForm } from '@better-deals/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { asApiError } from '../../../lib/api';
import { lazyResolver, usePreloadWhenIdle } from '../../../lib/lazy-resolver';
import { useSessionActions } from '../../session/use-session';
import { settingsErrorText, useGetAccountQuery, useUpdateProfileMutation } from '../account-api';
import type { Notify } from '../use-notification';
import { SettingsCard } from './settings-card';

// The domain's ProfileForm, checked with zod, which loads after the page.
const profile = lazyResolver(() => import('../settings-resolvers').then((m) => m.profileResolver));

/** '+2348031234567' as people read it: '+234 803 123 4567'. */
function displayPhone(phone: string | null): string {
  if (phone === null) return '';
  const m = /^\+234(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return m ? `+234 ${m[1]} ${m[2]} ${m[3]}` : phone;
}

const formValues = (account: AccountProfile): ProfileForm => ({
  name: account.name ?? '',
  phone: displayPhone(account.phone),
});

/** Personal Information: name and phone as saved on the account, the email shown read-only. */
export function PersonalInformation({ notify }: { notify: Notify }) {
  const account = useGetAccountQuery();
  return (
    <SettingsCard title="Personal Information">
      {account.data ? (
        <ProfileEditor account={account.data} notify={notify} />
      ) : account.isError ? (
        <div className="flex flex-col items-start gap-3">
          <Notice tone="error" title="Error!">
            {settingsErrorText(asApiError(account.error))}
          </Notice>
          <Button variant="secondary" onClick={() => void account.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <p role="status" className="text-slate-600">
          Loading your details...
        </p>
      )}
    </SettingsCard>
  );
}

function ProfileEditor({ account, notify }: { account: AccountProfile; notify: Notify }) {
  usePreloadWhenIdle(profile.preload);
  const { setUser } = useSessionActions();
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: profile.resolver,
    defaultValues: formValues(account),
  });

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    const result = await updateProfile(body);
    if (result.error !== undefined) {
      setFailure(settingsErrorText(asApiError(result.error)));
      return;
    }
    const saved = result.data;
    reset(formValues(saved));
    // The greeting and the menu read the session's user: it follows at once.
    setUser({ _id: saved._id, name: saved.name, email: saved.email, role: saved.role });
    notify(ACCOUNT_SETTINGS_MESSAGES.profileUpdated);
  });

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
      {failure !== null && (
        <Notice tone="error" title="Error!">
          {failure}
        </Notice>
      )}
      <Field label="Name" error={errors.name?.message}>
        <Input {...register('name')} autoComplete="name" maxLength={100} />
      </Field>
      <Field label="Email" hint="You sign in with this email; it cannot be changed here.">
        <Input value={account.email} type="email" readOnly aria-readonly="true" className="bg-slate-50" />
      </Field>
      <Field label="Phone" hint="A Nigerian number, e.g. 0803 123 4567." error={errors.phone?.message}>
        <Input {...register('phone')} type="tel" autoComplete="tel" inputMode="tel" maxLength={40} />
      </Field>
      <Button type="submit" className="self-start" disabled={isLoading}>
        {isLoading ? 'Saving...' : 'Update Profile'}
      </Button>
    </form>
  );
}
