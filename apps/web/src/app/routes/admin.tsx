import { AdminArea } from '../../features/admin/components/admin-area';
import type { PageMeta } from '../page-module';

export const meta: PageMeta = () => ({ title: 'Admin', noindex: true });

/** Rendered from the browser's own saved state. */
export const clientOnly = true;

/**
 * Admin product management (spec §2 Admin), its own chunk: the admin feature is imported from
 * here only, so shopper pages never load it.
 */
export default function AdminPage() {
  return <AdminArea />;
}
