import { useSearchParams } from 'react-router';
import { OrderLookup } from '../../features/orders/components/order-lookup';
import type { PageMeta } from '../page-module';

export const meta: PageMeta = () => ({
  title: 'Find your order',
  description: 'Find a Better Deals order with its number and email.',
  noindex: true,
});

/** Rendered in the browser: the order is one person's. */
export const clientOnly = true;

/**
 * Order look-up for guests (and anyone with an order number): /orders/lookup, optionally with
 * ?number=&email= (the confirmation links here that way), which looks the order up at once.
 */
export default function OrderLookupPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 sm:py-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Find your order</h1>
        <p className="text-slate-600">
          Enter the order number from your confirmation and the email you gave at checkout.
        </p>
      </div>
      <OrderLookup
        initialNumber={searchParams.get('number') ?? ''}
        initialEmail={searchParams.get('email') ?? ''}
        onLookup={(query) => setSearchParams(query, { replace: true })}
      />
    </div>
  );
}
