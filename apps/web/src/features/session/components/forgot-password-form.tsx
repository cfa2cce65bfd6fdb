import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { asApiError } from '../../../lib/api';
import { lazyResolver, usePreloadWhenIdle } from '../../../lib/lazy-resolver';
import { useRequestPasswordResetMutation } from '../password-reset-api';

const forgot = lazyResolver(() =>
  import('../password-reset-resolvers').then((m) => m.forgotPasswordResolver),
);

/**
 * "Forgot password?": the email to send a reset link to. The server answers the same whether or
 * not the email has an account, and that answer is what the shopper sees.
 */
export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  usePreloadWhenIdle(forgot.preload);
  const [send, { isLoading }] = useRequestPasswordResetMutation();
  // A new object for every answer, so each one is read out, even when it says the same.
  const [outcome, setOutcome] = useState<{ sent: boolean; text: string } | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: forgot.resolver, defaultValues: { email: initialEmail } });

  const submit = handleSubmit(async ({ email }) => {
    if (isLoading) return;
    setOutcome(null);
    const result = await send({ email });
    if ('data' in result && result.data !== undefined) setOutcome({ sent: true, text: result.data });
    else {
      const error = asApiError(result.error);
      const text = error?.serverMessage ?? error?.message ?? 'Something went wrong. Please try again.';
      setOutcome({ sent: false, text: text.replace(/^[a-zA-Z]+:\s+/, '') });
    }
  });
  // Read the answer out to whoever pressed the button.
  useEffect(() => {
    if (outcome !== null) messageRef.current?.focus();
  }, [outcome]);

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
      <div ref={messageRef} tabIndex={-1} className="outline-none empty:hidden">
        {outcome !== null && (
          <Notice
            tone={outcome.sent ? 'success' : 'error'}
            title={outcome.sent ? 'Check your email' : 'Error!'}
          >
            {outcome.text}
          </Notice>
        )}
      </div>
      <Field label="Email" error={errors.email?.message}>
        <Input
          {...register('email')}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
      </Field>
      <Button type="submit" size="lg" disabled={isLoading} className="h-12 disabled:cursor-wait">
        {isLoading ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}
