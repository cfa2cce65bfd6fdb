import {
  ACCOUNT_SETTINGS_MESSAGES,
  PASSWORD_LIMITS,
  type ChangePasswordInput,
  type PasswordChangeForm,
  type PasswordOwner,
} from '@better-deals/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { asApiError } from '../../../lib/api';
import { lazyResolver, usePreloadWhenIdle } from '../../../lib/lazy-resolver';
import { useSessionActions } from '../../session/use-session';
import { settingsErrorText, useChangePasswordMutation, useGetAccountQuery } from '../account-api';
import type { Notify } from '../use-notification';
import { SettingsCard } from './settings-card';

// The domain's passwordChangeForm, checked with zod, which loads after the page.
const passwordChange = lazyResolver(() =>
  import('../settings-resolvers').then((m) => m.passwordChangeResolver),
);

const EMPTY: PasswordChangeForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The field a refused change is about, by the server's code. */
const FIELD_OF_CODE: Record<string, keyof PasswordChangeForm> = {
  wrong_password: 'currentPassword',
  password_unchanged: 'newPassword',
  password_rejected: 'newPassword',
  password_too_common: 'newPassword',
};

/**
 * Change Password: the current password, a new one under the store's rule (the browser checks
 * length, email and name; the server also refuses the 10,000 most common), and its confirmation.
 * A change signs out every other device: this one keeps going on the fresh token it is sent.
 */
export function ChangePassword({ user, notify }: { user: PasswordOwner | null; notify: Notify }) {
  usePreloadWhenIdle(passwordChange.preload);
  const account = useGetAccountQuery();
  const owner: PasswordOwner = {
    email: account.data?.email ?? user?.email ?? null,
    name: account.data?.name ?? user?.name ?? null,
  };
  const { renewToken } = useSessionActions();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PasswordChangeForm, PasswordOwner, ChangePasswordInput>({
    resolver: passwordChange.resolver,
    context: owner,
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    const result = await changePassword(body);
    if (result.error !== undefined) {
      const error = asApiError(result.error);
      const field = error?.code ? FIELD_OF_CODE[error.code] : undefined;
      const text = settingsErrorText(error);
      if (field) setError(field, { message: text }, { shouldFocus: true });
      else setFailure(text);
      return;
    }
    renewToken(result.data.token, result.data.user);
    reset(EMPTY);
    notify(ACCOUNT_SETTINGS_MESSAGES.passwordChanged);
  });

  return (
    <SettingsCard title="Change Password">
      <form method="post" onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
        {failure !== null && (
          <Notice tone="error" title="Error!">
            {failure}
          </Notice>
        )}
        <Field label="Current Password" error={errors.currentPassword?.message}>
          <Input {...register('currentPassword')} type="password" autoComplete="current-password" />
        </Field>
        <Field
          label="New Password"
          hint={`At least ${PASSWORD_LIMITS.min} characters, not a common password, and not your name or email.`}
          error={errors.newPassword?.message}
        >
          <Input {...register('newPassword')} type="password" autoComplete="new-password" />
        </Field>
        <Field label="Confirm New Password" error={errors.confirmPassword?.message}>
          <Input {...register('confirmPassword')} type="password" autoComplete="new-password" />
        </Field>
        <p className="text-sm text-slate-600">Changing your password signs you out on your other devices.</p>
        <Button type="submit" className="self-start" disabled={isLoading}>
          {isLoading ? 'Changing...' : 'Change Password'}
        </Button>
      </form>
    </SettingsCard>
  );
}
