import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ErrorBanner } from '../../../components/ui/feedback';
import { useSession, useSessionActions } from '../../session/use-session';
import { STAFF_ONLY_MESSAGE } from '../admin-errors';
import { ROLE_LABELS } from '../admin-gate';
import { SuccessNote, TextField } from './form-field';

interface LoginErrors {
  identifier?: string;
  password?: string;
}

/**
 * The admin sign-in (spec §2 Admin, §5): identifier (email or username) and password, both
 * required. A signed-in shopper without a staff role sees that the area is for staff only.
 */
export function AdminLogin({ staffOnly }: { staffOnly: boolean }) {
  const { user, loading, error, successMessage } = useSession();
  const { login, clearMessages } = useSessionActions();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const identifierInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const check = (next: { identifier: string; password: string }): LoginErrors => ({
    ...(next.identifier.trim() === '' && { identifier: 'Enter your email or username.' }),
    ...(next.password === '' && { password: 'Enter your password.' }),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check({ identifier, password });
    setErrors(found);
    if (found.identifier) return identifierInput.current?.focus();
    if (found.password) return passwordInput.current?.focus();
    const result = await login({ identifier: identifier.trim(), password });
    // The admin screen shows no 'Login successful!' (it simply opens); a failure stays shown.
    if (result.meta.requestStatus === 'fulfilled') clearMessages();
    else setPassword('');
  };

  const revalidate = (next: { identifier: string; password: string }) => {
    if (errors.identifier || errors.password) setErrors(check(next));
  };

  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <div className="text-center">
        <h1 className="text-3xl font-bold text-slate-900">Admin Login</h1>
        <p className="mt-2 text-slate-700">Sign in to manage the Better Deals catalogue.</p>
      </div>

      {staffOnly && user && (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
          <p className="font-bold">{STAFF_ONLY_MESSAGE}</p>
          <p className="mt-1">
            You are signed in as {user.email}
            {user.role ? ` (${ROLE_LABELS[user.role]} account)` : ''}, which cannot use the admin tools. Sign
            in with a staff account to continue, or{' '}
            <Link to="/store" className="font-semibold text-amber-950 underline">
              go back to the store
            </Link>
            .
          </p>
        </div>
      )}

      {error && <ErrorBanner title="Error!" message={error} />}
      {successMessage && !error && !loading && <SuccessNote>{successMessage}</SuccessNote>}

      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        aria-labelledby="admin-login-title"
      >
        <h2 id="admin-login-title" className="text-xl font-bold text-slate-900">
          Staff sign-in
        </h2>
        <TextField
          ref={identifierInput}
          id="admin-identifier"
          label="Email or username"
          autoComplete="username"
          required
          value={identifier}
          error={errors.identifier}
          onChange={(event) => {
            setIdentifier(event.target.value);
            revalidate({ identifier: event.target.value, password });
          }}
        />
        <TextField
          ref={passwordInput}
          id="admin-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(event) => {
            setPassword(event.target.value);
            revalidate({ identifier, password: event.target.value });
          }}
        />
        <button
          type="submit"
          disabled={loading}
          className="mt-2 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {loading ? 'Signing In...' : 'Sign In'}
        </button>
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200">
          Admin accounts are provisioned by a Super Admin. There is no public registration.
        </p>
      </form>
    </div>
  );
}
