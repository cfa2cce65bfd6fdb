import { AccountPage } from '../../features/account/components/account-page';
import { usePageTitle } from '../../lib/use-page-title';

/** Customer account area (spec §2): overview, orders, settings and wishlist, signed-in only. */
export default function DashboardPage() {
  usePageTitle('My Account');
  return <AccountPage />;
}
