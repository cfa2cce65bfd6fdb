import { PASSWORD_LIMITS, PASSWORD_MESSAGES } from '@better-deals/domain';
import { useId, useState } from 'react';
import { useForm, type FieldErrors, type FieldValues } from 'react-hook-form';
import { Link } from '../../../components/ui/link';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { lazyResolver, usePreloadWhenIdle } from '../../../lib/lazy-resolver';
import { authErrorText, type AuthMode } from '../auth-form';
import { FORGOT_PASSWORD_PATH } from '../password-reset-paths';
import { registerUser } from '../session-slice';
import { useSession, useSessionActions } from '../use-session';
import { PasswordField } from './password-field';
import { SocialSignIn } from './social-sign-in';

const COPY = {
  signIn: {
    heading: 'Sign In',
    intro: 'Welcome back! Sign in to see your orders and account.',
    submit: 'Sign In',
    submitting: 'Signing In...',
    switchQuestion: "Don't have an account?",
    switchTo: 'Sign Up',
  },
  signUp: {
    heading: 'Sign Up',
    intro: 'Create your Better Deals account in a minute.',
    submit: 'Sign Up',
    submitting: 'Signing Up...',
    switchQuestion: 'Already have an account?',
    switchTo: 'Sign In',
  },
} as const;

// The domain's SignInForm and SignUpForm, checked with zod, which loads after the page.
const signIn = lazyResolver(() => import('../auth-resolvers').then((m) => m.signInResolver));
const signUp = lazyResolver(() => import('../auth-resolvers').then((m) => m.signUpResolver));

/**
 * Sign In and Sign Up on one card (spec §2): switching clears every field and message; the
 * server's 'Error!' and 'Success!' messages show above the form, and so does a form's own
 * refusal ('Passwords do not match.'), with the field it is about marked.
 */
export function AuthCard() {
  const [mode, setMode] = useState<AuthMode>('signIn');
  const { error, successMessage, loading } = useSession();
  const { clearMessages } = useSessionActions();
  const errorId = useId();
  const copy = COPY[mode];

  const switchMode = () => {
    // The other mode's form mounts afresh: every field starts empty.
    setMode((current) => (current === 'signIn' ? 'signUp' : 'signIn'));
    clearMessages();
  };

  return (
    <div className="flex flex-col gap-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{copy.heading}</h1>
        <p className="mt-1 text-slate-600">{copy.intro}</p>
      </div>

      {error !== null && (
        <Notice tone="error" title="Error!" id={errorId}>
          {authErrorText(error)}
        </Notice>
      )}
      {successMessage && (
        <Notice tone="success" title="Success!">
          {successMessage}
        </Notice>
      )}

      {mode === 'signIn' ? <SignInFields /> : <SignUpFields errorId={errorId} />}

      <SocialSignIn />

      <p className="border-t border-slate-200 pt-4 text-center">
        <Button variant="ghost" size="sm" onClick={switchMode} disabled={loading}>
          {/* One flex item, so the space between the two parts stays in the button's name. */}
          <span>
            <span className="font-normal text-slate-700">{copy.switchQuestion}</span>{' '}
            <span className="text-brand-800 underline underline-offset-2">{copy.switchTo}</span>
          </span>
        </Button>
      </p>
    </div>
  );
}

/** A form's first refusal, for the 'Error!' box (the fields are checked in the order shown). */
function firstMessage<T extends FieldValues>(errors: FieldErrors<T>): string | undefined {
  for (const error of Object.values(errors)) {
    const message: unknown = (error as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

/** Email or username and password (the domain's SignInForm), sent as the customer's login. */
function SignInFields() {
  const { loading } = useSession();
  const { login, setError } = useSessionActions();
  usePreloadWhenIdle(signIn.preload);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: signIn.resolver,
    defaultValues: { identifier: '', password: '' },
  });

  const submit = handleSubmit(
    ({ identifier, password }) => {
      if (!loading) void login({ email: identifier, password });
    },
    (refused) => setError(firstMessage(refused) ?? null),
  );

  return (
    // `post`: a form the browser sends itself (before the app runs and boot.js keeps it, decision
    // 040) never puts the password in the address. So do the other forms with a password.
    <form method="post" onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Field label="Email or username">
        <Input
          {...register('identifier')}
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          aria-invalid={errors.identifier ? true : undefined}
        />
      </Field>
      <PasswordField
        {...register('password')}
        label="Password"
        autoComplete="current-password"
        required
        aria-invalid={errors.password ? true : undefined}
      />
      <Link
        to={FORGOT_PASSWORD_PATH}
        className="-mt-2 self-end rounded text-sm font-semibold text-brand-800 underline underline-offset-2"
      >
        Forgot password?
      </Link>
      <SubmitButton mode="signIn" loading={loading} />
    </form>
  );
}

/**
 * Full name (optional), email, password and its confirmation (the domain's SignUpForm: the
 * password rule's length, email and name checks, and the match). Whether the password is one
 * of the 10,000 most common is the server's to say: the list never comes to the browser.
 */
function SignUpFields({ errorId }: { errorId: string }) {
  const { loading } = useSession();
  const { register: registerAccount, setError } = useSessionActions();
  usePreloadWhenIdle(signUp.preload);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: signUp.resolver,
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  // A refusal (a weak password, a mismatch) is told in the 'Error!' box above the form: the
  // field it is about points to it.
  const passwordRefused = errors.password !== undefined;
  const passwordsDiffer = errors.confirmPassword !== undefined;

  const submit = handleSubmit(
    async (registration) => {
      if (loading) return;
      const done = await registerAccount(registration);
      // The one check only the server makes: the password field is marked and takes the focus,
      // as it does when the browser's own checks refuse it.
      if (registerUser.rejected.match(done) && done.payload === PASSWORD_MESSAGES.tooCommon) {
        setFieldError('password', { type: 'server', message: done.payload });
        setFocus('password');
      }
    },
    (refused) => setError(firstMessage(refused) ?? null),
  );

  return (
    <form method="post" onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Field
        label={
          <>
            Full Name<span className="font-normal text-slate-600"> (optional)</span>
          </>
        }
      >
        <Input {...register('name')} autoComplete="name" />
      </Field>
      <Field label="Email">
        <Input {...register('email')} type="email" autoComplete="email" required />
      </Field>
      <PasswordField
        {...register('password')}
        label="Password"
        autoComplete="new-password"
        required
        aria-invalid={passwordRefused || undefined}
        aria-describedby={passwordRefused ? errorId : undefined}
        hint={`At least ${PASSWORD_LIMITS.min} characters, not a common password, and not your name or email.`}
      />
      <PasswordField
        {...register('confirmPassword')}
        label="Confirm Password"
        autoComplete="new-password"
        required
        aria-invalid={passwordsDiffer || undefined}
        aria-describedby={passwordsDiffer ? errorId : undefined}
      />
      <SubmitButton mode="signUp" loading={loading} />
    </form>
  );
}

function SubmitButton({ mode, loading }: { mode: AuthMode; loading: boolean }) {
  const copy = COPY[mode];
  return (
    <Button type="submit" size="lg" disabled={loading} className="mt-2 h-12 disabled:cursor-wait">
      {loading && (
        <span
          aria-hidden="true"
          className="h-5 w-5 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      )}
      {loading ? copy.submitting : copy.submit}
    </Button>
  );
}
