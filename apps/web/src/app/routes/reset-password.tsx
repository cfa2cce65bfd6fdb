import { PASSWORD_RESET_MESSAGES } from '@better-deals/domain';
import { useSearchParams } from 'react-router';
import { Notice } from '../../components/ui/notice';
import { AskAgainLink, ResetPasswordForm } from '../../features/session/components/reset-password-form';
import type { PageMeta } from '../page-module';

export const meta: PageMeta = () => ({ title: 'Reset password', noindex: true });

/** Rendered in the browser: the link's token is one person's and never goes into a server render. */
export const clientOnly = true;

/** The emailed link's page (/reset-password?token=…): a new password, then the shopper's account. */
export default function ResetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';

  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <div className="flex flex-col gap-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Reset password</h1>
          {token !== '' && (
            <p className="mt-1 text-slate-600">Choose a new password. You will be signed in with it.</p>
          )}
        </div>
        {token === '' ? (
          <Notice tone="error" title="Error!">
            {PASSWORD_RESET_MESSAGES.linkMissing} <AskAgainLink />
          </Notice>
        ) : (
          <ResetPasswordForm token={token} />
        )}
      </div>
    </div>
  );
}
