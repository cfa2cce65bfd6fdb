import { AccountPage } from '../../features/account/components/account-page';
import type { PageMeta } from '../page-module';

export const meta: PageMeta = () => ({ title: 'My Account', noindex: true });

/** Rendered from the browser's own saved state. */
export const clientOnly = true;

/** Customer account area (spec §2): overview, orders, settings and wishlist, signed-in only. */
export default function DashboardPage() {
  return <AccountPage />;
}
