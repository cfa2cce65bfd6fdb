import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/ui/feedback';
import { MOBILE_QUERY } from '../../../lib/use-media-query';
import { useGetMeQuery } from '../../session/session-api';
import { useSession, useSessionActions, type SessionUser } from '../../session/use-session';
import { greetingName } from '../account-greeting';
import {
  panelElementId,
  TAB_PARAM,
  tabElementId,
  tabFromParam,
  type AccountTabId,
  DEFAULT_TAB,
} from '../account-tabs';
import { useNotification } from '../use-notification';
import { AccountNav } from './account-nav';
import { NotificationPopup } from './notification-popup';
import { OrdersPanel } from './order-list';
import { OverviewPanel } from './overview-panel';
import { SettingsPanel } from './settings-panel';
import { WishlistPanel } from './wishlist-panel';

/**
 * The customer account area (spec §2): signed-in users only. Others see 'Redirecting to
 * login...' on their way to /login; a stored token the server no longer accepts signs out.
 */
export function AccountPage() {
  const { isAuthenticated, user, token } = useSession();
  // The same request useCurrentUser makes; read here too, for its answer and its progress.
  const me = useGetMeQuery(undefined, { skip: !isAuthenticated || user !== null || token === null });
  // A token the server refused is signed out by the query layer, with 'Your session has
  // expired. Please sign in again.', which the login page shows (decision 022).

  // The answer itself bridges the moment before the session has stored it.
  const current = user ?? me.currentData ?? null;
  if (!isAuthenticated) return <RedirectToLogin />;
  if (current === null && (me.isLoading || me.isFetching)) {
    return <PageLoader message="Loading your account..." />;
  }
  return <AccountArea user={current} />;
}

function RedirectToLogin() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate('/login', { replace: true });
  }, [navigate]);
  return <PageLoader message="Redirecting to login..." />;
}

/** On a phone the chosen tab folds away with the menu: focus moves on to what it opened. */
function focusPanelOnPhone(panel: HTMLElement | null) {
  if (!panel || !window.matchMedia(MOBILE_QUERY).matches) return;
  panel.focus({ preventScroll: true });
  panel.scrollIntoView({ block: 'start' });
}

function AccountArea({ user }: { user: SessionUser | null }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const active = tabFromParam(searchParams.get(TAB_PARAM));
  const { logout } = useSessionActions();
  const notification = useNotification();
  const panel = useRef<HTMLDivElement>(null);
  const focusPanel = useRef(false);

  const select = useCallback(
    (tab: AccountTabId, fromMenu: boolean) => {
      if (tab !== active) {
        // A new history entry per section, so Back returns to the previous one.
        setSearchParams(
          (params) => {
            const next = new URLSearchParams(params);
            if (tab === DEFAULT_TAB) next.delete(TAB_PARAM);
            else next.set(TAB_PARAM, tab);
            return next;
          },
          { preventScrollReset: true },
        );
        focusPanel.current = fromMenu;
      } else if (fromMenu) {
        focusPanelOnPhone(panel.current);
      }
    },
    [active, setSearchParams],
  );

  useEffect(() => {
    if (!focusPanel.current) return;
    focusPanel.current = false;
    focusPanelOnPhone(panel.current);
  }, [active]);

  const headingId = `${panelElementId(active)}-heading`;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:py-10">
      <div className="flex flex-col gap-6 md:flex-row md:items-start">
        <AccountNav active={active} onSelect={select} onLogout={logout} email={user?.email ?? null} />
        <div
          ref={panel}
          id={panelElementId(active)}
          role="tabpanel"
          aria-labelledby={tabElementId(active)}
          tabIndex={0}
          className="min-w-0 flex-1 rounded-xl outline-offset-4"
        >
          {active === 'overview' && <OverviewPanel name={greetingName(user)} headingId={headingId} />}
          {active === 'orders' && <OrdersPanel headingId={headingId} />}
          {active === 'settings' && (
            <SettingsPanel user={user} notify={notification.show} headingId={headingId} />
          )}
          {active === 'wishlist' && <WishlistPanel headingId={headingId} />}
        </div>
      </div>
      <NotificationPopup
        visible={notification.visible}
        message={notification.message}
        onClose={notification.close}
      />
    </div>
  );
}
