import { useParams, useSearchParams } from 'react-router';
import { invoiceTitle, OrderInvoice } from '../../features/account/components/order-invoice';
import type { PageMeta } from '../page-module';

export const meta: PageMeta = (_state, { params }) => ({
  title: invoiceTitle(params.number ?? ''),
  noindex: true,
});

/** Read with the browser's own session (or the order's email, for a guest). */
export const clientOnly = true;

/** An order's printable invoice: `/orders/BD-7K4M2Q/invoice`, or with `?email=` for a guest's order. */
export default function OrderInvoicePage() {
  const { number = '' } = useParams();
  const [search] = useSearchParams();
  return <OrderInvoice number={number} email={search.get('email') ?? undefined} />;
}
