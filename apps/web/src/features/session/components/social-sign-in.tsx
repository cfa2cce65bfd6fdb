import { useState } from 'react';
import { Button } from '../../../components/ui/button';

type Provider = 'Google' | 'Facebook';

/** Google's "G" in its own colours (decorative). */
function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8l4-3.1z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z"
      />
    </svg>
  );
}

/** Facebook's "f" on its blue disc (decorative). */
function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path
        fill="#fff"
        d="M13.4 24v-8.4h2.8l.5-3.3h-3.3v-2.1c0-.9.5-1.8 1.9-1.8h1.5V5.6s-1.3-.2-2.6-.2c-2.7 0-4.4 1.6-4.4 4.5v2.4H6.9v3.3h2.9V24z"
      />
    </svg>
  );
}

/**
 * 'Continue with Google' and 'Continue with Facebook'. Neither provider is connected yet (spec
 * §2: they do nothing), so a press only says so, politely, instead of leaving the shopper
 * wondering.
 */
export function SocialSignIn() {
  const [chosen, setChosen] = useState<Provider | null>(null);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-sm text-slate-600">
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
        Or continue with
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
      </div>
      <div className="grid gap-3">
        <Button variant="neutral" onClick={() => setChosen('Google')}>
          <GoogleMark />
          Continue with Google
        </Button>
        <Button variant="neutral" onClick={() => setChosen('Facebook')}>
          <FacebookMark />
          Continue with Facebook
        </Button>
      </div>
      <p role="status" className="text-center text-sm text-slate-600 empty:hidden">
        {chosen && `Signing in with ${chosen} is coming soon. Please use your email for now.`}
      </p>
    </div>
  );
}
