import { ForgotPasswordForm } from '../../features/session/components/forgot-password-form';
import { ButtonLink } from '../../components/ui/button';
import type { PageMeta } from '../page-module';

export const meta: PageMeta = () => ({
  title: 'Forgot password',
  description: 'Get a link to reset your Better Deals password.',
  noindex: true,
});

/** "Forgot password?" from the sign-in form: the email to send a reset link to. */
export default function ForgotPasswordPage() {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <div className="flex flex-col gap-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Forgot password?</h1>
          <p className="mt-1 text-slate-600">
            Enter the email you signed up with and we will send you a link to choose a new password.
          </p>
        </div>
        <ForgotPasswordForm />
        <p className="border-t border-slate-200 pt-4 text-center">
          <ButtonLink to="/login" variant="ghost" size="sm">
            Back to Sign In
          </ButtonLink>
        </p>
      </div>
    </div>
  );
}
