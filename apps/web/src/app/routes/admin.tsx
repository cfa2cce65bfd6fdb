import { AdminArea } from '../../features/admin/components/admin-area';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * Admin product management (spec §2 Admin), its own chunk: the admin feature is imported from
 * here only, so shopper pages never load it.
 */
export default function AdminPage() {
  usePageTitle('Admin');
  return <AdminArea />;
}
