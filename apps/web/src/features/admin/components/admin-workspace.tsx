import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useSession, useSessionActions } from '../../session/use-session';
import { ROLE_LABELS } from '../admin-gate';
import { AuditPanel } from './audit-panel';
import { CustomersPanel } from './customers-panel';
import { MessagesPanel } from './messages-panel';
import { DashboardTab } from './dashboard-tab';
import { initialOrderListState } from './order-list';
import { OrdersTab } from './orders-tab';
import { initialListState, ProductsTab } from './products-tab';
import { StaffPanel } from './staff-panel';

const VouchersPanel = lazy(() => import('./vouchers-panel'));

const ALL_TABS = [
  { id: 'dashboard', label: 'Dashboard', superAdminOnly: false },
  { id: 'products', label: 'Products', superAdminOnly: false },
  { id: 'orders', label: 'Orders', superAdminOnly: false },
  { id: 'messages', label: 'Messages', superAdminOnly: false },
  { id: 'vouchers', label: 'Vouchers', superAdminOnly: false },
  { id: 'staff', label: 'Staff', superAdminOnly: true },
  { id: 'customers', label: 'Customers', superAdminOnly: true },
  { id: 'audit', label: 'Audit log', superAdminOnly: true },
] as const;
type TabId = (typeof ALL_TABS)[number]['id'];

/**
 * The staff workspace: who is signed in, Sign out, and the tools their role allows (as tabs):
 * the sales dashboard (first), products, orders and contact messages for every staff member;
 * staff and customer accounts and the audit log for super admins. The tab, the product view and
 * the open order live in the address, so Back and reloads keep the place.
 */
export function AdminWorkspace({ role }: { role: 'admin' | 'superadmin' }) {
  const { user } = useSession();
  const { logout } = useSessionActions();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const superAdmin = role === 'superadmin';
  const TABS = ALL_TABS.filter((t) => superAdmin || !t.superAdminOnly);
  const asked = params.get('tab');
  // The dashboard is the admin's first page; a product's editor keeps its own address (?view=).
  const tab: TabId = TABS.find((t) => t.id === asked)?.id ?? (params.has('view') ? 'products' : 'dashboard');
  const tabRefs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});
  const [listState, setListState] = useState(initialListState);
  const [orderListState, setOrderListState] = useState(initialOrderListState);

  const selectTab = (id: TabId, focus = false) => {
    setParams(id === 'dashboard' ? {} : { tab: id });
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
    ) : tab === 'customers' ? (
      <CustomersPanel />
    ) : tab === 'audit' ? (
      <AuditPanel />
    ) : tab === 'vouchers' ? (
      <Suspense fallback={<p role="status">Loading vouchers...</p>}>
        <VouchersPanel />
      </Suspense>
    ) : tab === 'messages' ? (
      <MessagesPanel />
    ) : tab === 'orders' ? (
      <OrdersTab listState={orderListState} onListState={setOrderListState} />
    ) : tab === 'products' ? (
      <ProductsTab listState={listState} onListState={setListState} />
    ) : (
      <DashboardTab />
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
        {TABS.length > 1 && (
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
        role={TABS.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={TABS.length > 1 ? `admin-tab-${tab}` : undefined}
        className="mx-auto max-w-7xl px-4 pt-6"
      >
        {content}
      </div>
    </div>
  );
}
