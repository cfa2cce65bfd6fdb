import { SignInForm } from '@better-deals/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from '../../../components/ui/link';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { ErrorBanner } from '../../../components/ui/feedback';
import { useSession, useSessionActions } from '../../session/use-session';
import { STAFF_ONLY_MESSAGE } from '../admin-errors';
import { ROLE_LABELS } from '../admin-gate';
import { SuccessNote } from './form-field';

/**
 * The admin sign-in (spec §2 Admin, §5): identifier (email or username) and password, both
 * required (the domain's SignInForm); a send with one missing puts the focus on the first such
 * field. A signed-in shopper without a staff role sees that the area is for staff only.
 */
export function AdminLogin({ staffOnly }: { staffOnly: boolean }) {
  const { user, loading, error, successMessage } = useSession();
  const { login, clearMessages } = useSessionActions();
  const {
    register,
    handleSubmit,
    resetField,
    setFocus,
    formState: { errors },
  } = useForm<SignInForm>({
    resolver: zodResolver(SignInForm),
    defaultValues: { identifier: '', password: '' },
  });

  const onSubmit = handleSubmit(async (credentials) => {
    const result = await login(credentials);
    // The admin screen shows no 'Login successful!' (it simply opens); a failure stays shown.
    if (result.meta.requestStatus === 'fulfilled') clearMessages();
    else {
      // The password is typed again, from its field (the pressed button was disabled meanwhile).
      resetField('password');
      setFocus('password');
    }
  });

  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <div className="text-center">
        <h1 id="admin-login-heading" tabIndex={-1} className="text-3xl font-bold text-slate-900 outline-none">
          Admin Login
        </h1>
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
        method="post"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        aria-labelledby="admin-login-title"
      >
        <h2 id="admin-login-title" className="text-xl font-bold text-slate-900">
          Staff sign-in
        </h2>
        <Field id="admin-identifier" label="Email or username" required error={errors.identifier?.message}>
          <Input {...register('identifier')} autoComplete="username" required />
        </Field>
        <Field id="admin-password" label="Password" required error={errors.password?.message}>
          <Input {...register('password')} type="password" autoComplete="current-password" required />
        </Field>
        <Button type="submit" size="lg" disabled={loading} className="mt-2">
          {loading ? 'Signing In...' : 'Sign In'}
        </Button>
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200">
          Admin accounts are provisioned by a Super Admin. There is no public registration.
        </p>
      </form>
    </div>
  );
}
