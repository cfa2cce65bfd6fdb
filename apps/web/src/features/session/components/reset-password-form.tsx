import { PASSWORD_LIMITS, PASSWORD_RESET_MESSAGES } from '@better-deals/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/ui/link';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { asApiError } from '../../../lib/api';
import { lazyResolver, usePreloadWhenIdle } from '../../../lib/lazy-resolver';
import { useConfirmPasswordResetMutation } from '../password-reset-api';
import { FORGOT_PASSWORD_PATH } from '../password-reset-paths';
import { ACCOUNT_PATH } from '../use-post-auth-redirect';
import { useSessionActions } from '../use-session';
import { PasswordField } from './password-field';

const reset = lazyResolver(() => import('../password-reset-resolvers').then((m) => m.resetPasswordResolver));

/** The way to a new link, for a link that no longer works (or never came). */
export function AskAgainLink() {
  return (
    <Link to={FORGOT_PASSWORD_PATH} className="font-semibold text-brand-800 underline underline-offset-2">
      Ask for a new link
    </Link>
  );
}

/**
 * The new password and its confirmation, set with the emailed link's `token`. On success the
 * shopper is signed in (the answer is a session, as sign-in's) and taken to their account.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  usePreloadWhenIdle(reset.preload);
  const [confirm, { isLoading }] = useConfirmPasswordResetMutation();
  const { renewToken } = useSessionActions();
  const navigate = useNavigate();
  const errorId = useId();
  const errorRef = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<{ message: string; linkInvalid: boolean } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: reset.resolver, defaultValues: { password: '', confirmPassword: '' } });

  const submit = handleSubmit(async ({ password }) => {
    if (isLoading) return;
    setFailure(null);
    const result = await confirm({ token, password });
    if ('data' in result && result.data !== undefined) {
      renewToken(result.data.token, result.data.user);
      void navigate(ACCOUNT_PATH, { replace: true });
      return;
    }
    const error = asApiError(result.error);
    const linkInvalid = error?.code === 'reset_link_invalid';
    setFailure({
      message: linkInvalid
        ? PASSWORD_RESET_MESSAGES.linkInvalid
        : (error?.serverMessage ?? error?.message ?? 'Something went wrong. Please try again.'),
      linkInvalid,
    });
  });
  // Read the refusal out to whoever pressed the button (a new object for every refusal).
  useEffect(() => {
    if (failure !== null) errorRef.current?.focus();
  }, [failure]);

  return (
    <form
      method="post"
      onSubmit={(event) => {
        // A new try: the last refusal of a password no longer stands (a dead link still does).
        if (failure !== null && !failure.linkInvalid) setFailure(null);
        void submit(event);
      }}
      className="flex flex-col gap-4"
      noValidate
    >
      <div ref={errorRef} tabIndex={-1} className="outline-none empty:hidden">
        {failure !== null && (
          <Notice tone="error" title="Error!" id={errorId}>
            {failure.message.replace(/^[a-zA-Z]+:\s+/, '')}
            {failure.linkInvalid && (
              <>
                {' '}
                <AskAgainLink />
              </>
            )}
          </Notice>
        )}
      </div>
      <PasswordField
        {...register('password')}
        label="New password"
        autoComplete="new-password"
        required
        error={errors.password?.message}
        aria-invalid={errors.password ? true : undefined}
        hint={`At least ${PASSWORD_LIMITS.min} characters, not a common password, and not your name or email.`}
      />
      <PasswordField
        {...register('confirmPassword')}
        label="Confirm new password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        aria-invalid={errors.confirmPassword ? true : undefined}
      />
      <Button type="submit" size="lg" disabled={isLoading} className="mt-2 h-12 disabled:cursor-wait">
        {isLoading ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
