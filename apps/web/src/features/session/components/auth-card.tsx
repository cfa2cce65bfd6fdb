import { PASSWORD_LIMITS } from '@better-deals/domain';
import { useId, useReducer, type FormEvent, type InputHTMLAttributes } from 'react';
import { Notice } from '../../../components/ui/notice';
import {
  AUTH_FORM_MESSAGES,
  authErrorText,
  authFormReducer,
  initialAuthForm,
  toAuthSubmission,
  type AuthFields,
} from '../auth-form';
import { useSession, useSessionActions } from '../use-session';
import { inputClass, PasswordField } from './password-field';
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

function TextField({
  label,
  optional = false,
  ...input
}: { label: string; optional?: boolean } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
        {optional && <span className="font-normal text-slate-600"> (optional)</span>}
      </label>
      <input {...input} id={id} className={inputClass} />
    </div>
  );
}

/**
 * Sign In and Sign Up on one card (spec §2): switching clears every field and message; the
 * server's 'Error!' and 'Success!' messages show above the form.
 */
export function AuthCard() {
  const [form, dispatch] = useReducer(authFormReducer, undefined, () => initialAuthForm());
  const { loading, error, successMessage } = useSession();
  const { login, register, setError, clearMessages } = useSessionActions();
  const errorId = useId();
  const copy = COPY[form.mode];
  const { fields } = form;
  const passwordsDiffer = form.mode === 'signUp' && error === AUTH_FORM_MESSAGES.passwordsDiffer;

  const change = (field: keyof AuthFields) => (event: { target: { value: string } }) =>
    dispatch({ type: 'fieldChanged', field, value: event.target.value });

  const switchMode = () => {
    dispatch({ type: 'modeSwitched' });
    clearMessages();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const submission = toAuthSubmission(form);
    if (submission.kind === 'invalid') {
      setError(submission.message);
      return;
    }
    if (submission.kind === 'login') void login(submission.args);
    else void register(submission.args);
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

      <form onSubmit={submit} className="flex flex-col gap-4">
        {form.mode === 'signUp' && (
          <TextField
            label="Full Name"
            optional
            name="name"
            autoComplete="name"
            value={fields.name}
            onChange={change('name')}
          />
        )}
        {form.mode === 'signIn' ? (
          <TextField
            label="Email or username"
            name="identifier"
            type="text"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
            value={fields.email}
            onChange={change('email')}
          />
        ) : (
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={fields.email}
            onChange={change('email')}
          />
        )}
        <PasswordField
          label="Password"
          name="password"
          autoComplete={form.mode === 'signIn' ? 'current-password' : 'new-password'}
          required
          hint={form.mode === 'signUp' ? `At least ${PASSWORD_LIMITS.min} characters.` : undefined}
          value={fields.password}
          onChange={change('password')}
        />
        {form.mode === 'signUp' && (
          <PasswordField
            label="Confirm Password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            aria-invalid={passwordsDiffer || undefined}
            aria-describedby={passwordsDiffer ? errorId : undefined}
            value={fields.confirmPassword}
            onChange={change('confirmPassword')}
          />
        )}

        <button
          type="submit"
          disabled={loading}
          className="mt-2 inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 text-base font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-80"
        >
          {loading && (
            <span
              aria-hidden="true"
              className="h-5 w-5 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
          )}
          {loading ? copy.submitting : copy.submit}
        </button>
      </form>

      <SocialSignIn />

      <p className="border-t border-slate-200 pt-4 text-center">
        <button
          type="button"
          onClick={switchMode}
          disabled={loading}
          className="rounded-md px-2 py-1 text-slate-700 hover:text-slate-900 disabled:opacity-70"
        >
          {copy.switchQuestion}{' '}
          <span className="font-semibold text-brand-800 underline underline-offset-2">{copy.switchTo}</span>
        </button>
      </p>
    </div>
  );
}
