import type { ActiveSession } from '@better-deals/domain';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ErrorBanner, Skeleton } from '../../../components/ui/feedback';
import { asApiError } from '../../../lib/api';
import { formatLagosDateTime } from '../../../lib/format';
import {
  settingsErrorText,
  useEndSessionMutation,
  useGetSessionsQuery,
  useSignOutOtherSessionsMutation,
} from '../account-api';
import type { Notify } from '../use-notification';
import { SettingsCard } from './settings-card';

function SessionRow({
  session,
  onSignOut,
  busy,
}: {
  session: ActiveSession;
  onSignOut: (session: ActiveSession) => void;
  busy: boolean;
}) {
  const lastActive = formatLagosDateTime(new Date(session.lastSeenAt));
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {session.device}
          {session.current && <Badge tone="success">This device</Badge>}
        </p>
        <p className="text-sm text-slate-600">
          Signed in {formatLagosDateTime(new Date(session.signedInAt))} · Last active {lastActive}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="danger-outline"
          size="sm"
          className="self-start sm:self-center"
          disabled={busy}
          aria-label={`Sign out ${session.device}, last active ${lastActive}`}
          onClick={() => onSignOut(session)}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

/**
 * Active Sessions: every device signed in to the account, when it was last used, and a way to
 * sign one or all of the others out (a lost phone, a shared computer).
 */
export function ActiveSessions({ notify }: { notify: Notify }) {
  const sessions = useGetSessionsQuery();
  const [endSession, ending] = useEndSessionMutation();
  const [signOutOthers, signingOut] = useSignOutOtherSessionsMutation();
  const busy = ending.isLoading || signingOut.isLoading;
  const others = (sessions.data ?? []).filter((session) => !session.current).length;

  const report = (result: { data?: { message: string }; error?: unknown }) => {
    if (result.error !== undefined) notify(settingsErrorText(asApiError(result.error)));
    else if (result.data) notify(result.data.message);
  };

  return (
    <SettingsCard title="Active Sessions">
      <p className="text-sm text-slate-600">The devices signed in to your account.</p>
      {sessions.isLoading ? (
        <div className="mt-3 flex flex-col gap-2" aria-hidden="true">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : sessions.error ? (
        <div className="mt-3">
          <ErrorBanner
            message={settingsErrorText(asApiError(sessions.error))}
            onRetry={() => void sessions.refetch()}
            retrying={sessions.isFetching}
          />
        </div>
      ) : (
        <ul className="mt-1 divide-y divide-slate-200">
          {(sessions.data ?? []).map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              busy={busy}
              onSignOut={(s) => void endSession(s.id).then(report)}
            />
          ))}
        </ul>
      )}
      <Button
        variant="secondary"
        className="mt-4"
        disabled={busy || others === 0}
        onClick={() => void signOutOthers().then(report)}
      >
        Sign out all other devices
      </Button>
    </SettingsCard>
  );
}
