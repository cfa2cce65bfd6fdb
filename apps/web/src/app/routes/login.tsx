import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, ButtonLink } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { AuthCard } from '../../features/session/components/auth-card';
import { useCurrentUser } from '../../features/session/session-api';
import {
  ACCOUNT_PATH,
  useClearAuthMessagesOnLeave,
  usePostAuthRedirect,
} from '../../features/session/use-post-auth-redirect';
import { useSession, useSessionActions } from '../../features/session/use-session';
import type { PageMeta } from '../page-module';
import { Icon } from '../../components/ui/icons';

const PERKS = [
  'Flash deals every six hours at the lowest prices in naira',
  'Fast delivery across Nigeria, often in 24-48 hours',
  'Secure shopping and a 30-day money-back guarantee',
];

export const meta: PageMeta = (state) => ({
  title: state.session.isAuthenticated && !state.session.loading ? 'Signed in' : 'Login',
  description: 'Sign in to Better Deals, or create an account to keep your wishlist and follow your orders.',
});

/**
 * Sign-in / sign-up (spec §2, §4 Session). A shopper who has just signed in sees 'Success!' and
 * is taken to their account 1.5 s later; one who arrives already signed in is offered their
 * account or a sign-out instead of the forms.
 */
export default function LoginPage() {
  const { isAuthenticated, loading, successMessage } = useSession();
  const redirecting = usePostAuthRedirect();
  useClearAuthMessagesOnLeave();
  const signedIn = isAuthenticated && !loading;

  // The welcome stays up while the account page loads, though the messages are cleared by then.
  const [welcome, setWelcome] = useState<string | null>(null);
  if (redirecting && successMessage !== null && welcome !== successMessage) setWelcome(successMessage);
  if (!isAuthenticated && welcome !== null) setWelcome(null);

  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 sm:py-12 lg:grid-cols-[1fr_28rem]">
      <div className="w-full max-lg:mx-auto max-lg:max-w-md">
        {welcome !== null ? <Redirecting message={welcome} /> : signedIn ? <AlreadySignedIn /> : <AuthCard />}
      </div>
      <Perks />
    </div>
  );
}

function Perks() {
  return (
    <section
      aria-labelledby="login-perks"
      className="flex flex-col justify-center rounded-2xl lg:order-first bg-linear-to-br from-brand-800 to-brand-900 p-10 text-white max-lg:hidden"
    >
      <h2 id="login-perks" className="text-2xl font-extrabold tracking-tight">
        Shop smarter with Better Deals
      </h2>
      <ul className="mt-6 flex flex-col gap-4">
        {PERKS.map((perk) => (
          <li key={perk} className="flex items-start gap-3 text-brand-50">
            <Icon name="check" className="mt-0.5 shrink-0 text-brand-200" />
            {perk}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Panel({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      {children}
    </div>
  );
}

/** Just signed in or up: the server's message, then the move to the account area. */
function Redirecting({ message }: { message: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form (and the button that had focus) is gone: start reading here.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Panel>
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none sm:text-3xl">
        You&apos;re signed in
      </h1>
      <Notice tone="success" title="Success!">
        {message}
      </Notice>
      <p className="text-slate-700">Taking you to your account...</p>
      <ButtonLink to={ACCOUNT_PATH} size="lg">
        Go to My Account now
      </ButtonLink>
    </Panel>
  );
}

/** Arrived signed in: no forms, but the way to the account and a way out. */
function AlreadySignedIn() {
  const user = useCurrentUser();
  const { logout } = useSessionActions();
  const who = user?.name || user?.email;
  return (
    <Panel>
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">You&apos;re signed in</h1>
        <p className="mt-1 text-slate-600">
          {who ? (
            <>
              Signed in as <span className="font-semibold text-slate-900">{who}</span>.
            </>
          ) : (
            'Welcome back to Better Deals.'
          )}
        </p>
      </div>
      <ButtonLink to={ACCOUNT_PATH} size="lg">
        My Account
      </ButtonLink>
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/store" variant="neutral" className="sm:flex-1">
          Continue shopping
        </ButtonLink>
        <Button variant="neutral" onClick={logout} className="sm:flex-1">
          Sign out
        </Button>
      </div>
    </Panel>
  );
}
