import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useDismiss } from '../../../lib/use-dismiss';
import { ACCOUNT_TABS, panelElementId, tabAfterKey, tabElementId, type AccountTabId } from '../account-tabs';
import { Icon } from '../../../components/ui/icons';

const MENU_ID = 'account-menu';

/**
 * The side navigation titled 'My Account': the four sections as tabs (arrow keys, Home and End
 * move between them) and Logout. Under 768px it folds behind the 'Account menu' toggle.
 */
export function AccountNav({
  active,
  onSelect,
  onLogout,
  email,
}: {
  active: AccountTabId;
  /** `fromMenu`: chosen by click or Enter, so the folded menu closes and focus moves on. */
  onSelect: (tab: AccountTabId, fromMenu: boolean) => void;
  onLogout: () => void;
  email: string | null;
}) {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const tabs = useRef(new Map<AccountTabId, HTMLButtonElement>());
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, [panel, toggle], toggle);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(active, event.key);
    if (!next) return;
    event.preventDefault();
    onSelect(next, false);
    tabs.current.get(next)?.focus();
  };

  return (
    <aside className="shrink-0 md:w-64">
      <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:sticky md:top-20">
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-xl font-bold text-slate-900">My Account</h1>
            {email && <p className="truncate text-sm text-slate-600">{email}</p>}
          </div>
          <Button
            ref={toggle}
            variant="neutral"
            size="sm"
            aria-expanded={open}
            aria-controls={MENU_ID}
            onClick={() => setOpen((value) => !value)}
            className="shrink-0 md:hidden"
          >
            {open ? <Icon name="close" size={18} /> : <Icon name="menu" size={18} />}
            Account menu
          </Button>
        </div>

        <div ref={panel} id={MENU_ID} className={`${open ? 'block' : 'hidden'} mt-4 md:block`}>
          <div
            role="tablist"
            aria-label="My Account"
            aria-orientation="vertical"
            onKeyDown={onKeyDown}
            className="flex flex-col gap-1"
          >
            {ACCOUNT_TABS.map((tab) => {
              const selected = tab.id === active;
              return (
                <button
                  key={tab.id}
                  ref={(element) => {
                    if (element) tabs.current.set(tab.id, element);
                    else tabs.current.delete(tab.id);
                  }}
                  id={tabElementId(tab.id)}
                  type="button"
                  role="tab"
                  aria-selected={selected}
                  aria-controls={selected ? panelElementId(tab.id) : undefined}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => {
                    setOpen(false);
                    onSelect(tab.id, true);
                  }}
                  className={`rounded-lg border-l-4 px-3 py-2.5 text-left font-medium ${
                    selected
                      ? 'border-brand-700 bg-brand-50 text-brand-800'
                      : 'border-transparent text-slate-700 hover:bg-slate-100 hover:text-slate-900'
                  }`}
                >
                  {tab.label}
                </button>
              );
            })}
          </div>
          <button
            type="button"
            onClick={onLogout}
            className="mt-4 w-full rounded-lg border border-red-300 px-3 py-2.5 text-left font-semibold text-red-700 hover:bg-red-50"
          >
            Logout
          </button>
        </div>
      </div>
    </aside>
  );
}
