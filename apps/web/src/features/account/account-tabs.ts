/** The account area's sections, in the order the side navigation lists them (spec §2). */
export const ACCOUNT_TABS = [
  { id: 'overview', label: 'Dashboard' },
  { id: 'orders', label: 'My Orders' },
  { id: 'settings', label: 'Account Settings' },
  { id: 'wishlist', label: 'Wishlist' },
] as const;

export type AccountTabId = (typeof ACCOUNT_TABS)[number]['id'];

/** The search parameter holding the open section, so links, reloads and Back keep it. */
export const TAB_PARAM = 'tab';

export const DEFAULT_TAB: AccountTabId = 'overview';

const TAB_IDS: readonly string[] = ACCOUNT_TABS.map((tab) => tab.id);

const isTabId = (value: string): value is AccountTabId => TAB_IDS.includes(value);

/** The section a `?tab=` value names; missing or unknown values open the overview. */
export function tabFromParam(value: string | null | undefined): AccountTabId {
  return value && isTabId(value) ? value : DEFAULT_TAB;
}

/** The address of a section: '/dashboard' for the overview, '/dashboard?tab=orders' otherwise. */
export function tabHref(tab: AccountTabId): string {
  return tab === DEFAULT_TAB ? '/dashboard' : `/dashboard?${TAB_PARAM}=${tab}`;
}

/**
 * The section a key press moves to in the side navigation: arrows go to the next or previous
 * one (wrapping round), Home and End to the first and last. Null for any other key.
 */
export function tabAfterKey(current: AccountTabId, key: string): AccountTabId | null {
  const index = TAB_IDS.indexOf(current);
  const count = ACCOUNT_TABS.length;
  let next: number;
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      next = (index + 1) % count;
      break;
    case 'ArrowUp':
    case 'ArrowLeft':
      next = (index - 1 + count) % count;
      break;
    case 'Home':
      next = 0;
      break;
    case 'End':
      next = count - 1;
      break;
    default:
      return null;
  }
  return ACCOUNT_TABS[next]?.id ?? null;
}

/** Element ids tying each tab to its panel. */
export const tabElementId = (tab: AccountTabId) => `account-tab-${tab}`;
export const panelElementId = (tab: AccountTabId) => `account-panel-${tab}`;
