import { useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useSession, useSessionActions } from '../../session/use-session';
import { ROLE_LABELS } from '../admin-gate';
import { AuditPanel } from './audit-panel';
import { initialListState, ProductsTab } from './products-tab';
import { StaffPanel } from './staff-panel';

const TABS = [
  { id: 'products', label: 'Products' },
  { id: 'staff', label: 'Staff' },
  { id: 'audit', label: 'Audit log' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * The staff workspace: who is signed in, Sign out, and the tools their role allows: products
 * for every staff member; staff accounts and the audit log for super admins (as tabs). The tab
 * and the product view live in the address, so Back and reloads keep the place.
 */
export function AdminWorkspace({ role }: { role: 'admin' | 'superadmin' }) {
  const { user } = useSession();
  const { logout } = useSessionActions();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const superAdmin = role === 'superadmin';
  const asked = params.get('tab');
  const tab: TabId = superAdmin && (asked === 'staff' || asked === 'audit') ? asked : 'products';
  const tabRefs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});
  const [listState, setListState] = useState(initialListState);

  const selectTab = (id: TabId, focus = false) => {
    setParams(id === 'products' ? {} : { tab: id });
    if (focus) tabRefs.current[id]?.focus();
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.findIndex((t) => t.id === tab);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + TABS.length) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    selectTab(TABS[next]!.id, true);
  };

  const signOut = () => {
    logout();
    void navigate('/admin', { replace: true });
  };

  const content =
    tab === 'staff' ? (
      <StaffPanel currentUserId={user?._id} />
    ) : tab === 'audit' ? (
      <AuditPanel />
    ) : (
      <ProductsTab listState={listState} onListState={setListState} />
    );

  return (
    <div className="pb-12">
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Admin</h1>
            <p className="truncate text-sm text-slate-700">
              Signed in as <span className="font-semibold">{user?.name || user?.email}</span> ·{' '}
              {ROLE_LABELS[role]}
            </p>
          </div>
          <Button variant="neutral" onClick={signOut}>
            Sign out
          </Button>
        </div>
        {superAdmin && (
          <div className="mx-auto max-w-7xl px-4">
            <div role="tablist" aria-label="Admin sections" className="-mb-px flex gap-1 overflow-x-auto">
              {TABS.map((t) => (
                <button
                  key={t.id}
                  ref={(el) => {
                    tabRefs.current[t.id] = el;
                  }}
                  type="button"
                  role="tab"
                  id={`admin-tab-${t.id}`}
                  aria-selected={tab === t.id}
                  aria-controls="admin-panel"
                  tabIndex={tab === t.id ? 0 : -1}
                  onClick={() => selectTab(t.id)}
                  onKeyDown={onTabKey}
                  className={`shrink-0 border-b-4 px-4 py-3 font-semibold ${
                    tab === t.id
                      ? 'border-brand-700 text-brand-800'
                      : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900'
                  }`}
                >
                  {t.label}
                </button>
              ))}
            </div>
          </div>
        )}
      </div>
      <div
        id="admin-panel"
        role={superAdmin ? 'tabpanel' : undefined}
        aria-labelledby={superAdmin ? `admin-tab-${tab}` : undefined}
        className="mx-auto max-w-7xl px-4 pt-6"
      >
        {content}
      </div>
    </div>
  );
}
