import { normaliseOrderNumber } from '@better-deals/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from '../../../components/ui/link';
import { Button } from '../../../components/ui/button';
import { PageLoader } from '../../../components/ui/feedback';
import { Field, Input } from '../../../components/ui/field';
import { asApiError } from '../../../lib/api';
import { ordersApi } from '../orders-api';
import { OrderDetails } from './order-details';

const LOOKUP_MESSAGES = {
  notFound: 'We could not find an order with that number and email.',
  badNumber: 'Enter the order number from your confirmation, like BD-7K4M2Q.',
  badEmail: 'Enter the email address you gave with the order.',
} as const;

const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());

/** A look-up that can be sent: the number normalised, the email trimmed. */
function lookupQuery(number: string, email: string): { number: string; email: string } | null {
  const normalised = normaliseOrderNumber(number);
  return normalised && looksLikeEmail(email) ? { number: normalised, email: email.trim() } : null;
}

/** The invoice's page, for a guest (the email proves the order is theirs). */
const invoicePath = (number: string, email: string) =>
  `/orders/${encodeURIComponent(number)}/invoice?${new URLSearchParams({ email }).toString()}`;

/**
 * A guest finds an order with its number and email: the form (Order number, Email, Find
 * order), then the order in full with a link to its invoice. Given both in the address, the
 * look-up runs at once. `onLookup` hears every look-up sent (the page keeps it in the address).
 */
export function OrderLookup({
  initialNumber = '',
  initialEmail = '',
  onLookup,
}: {
  initialNumber?: string;
  initialEmail?: string;
  onLookup?: (query: { number: string; email: string }) => void;
}) {
  const id = useId();
  const [number, setNumber] = useState(initialNumber);
  const [email, setEmail] = useState(initialEmail);
  const [errors, setErrors] = useState<{ number?: string; email?: string }>({});
  const [query, setQuery] = useState(() => lookupQuery(initialNumber, initialEmail));
  const numberInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const result = ordersApi.useGetOrderQuery(query ?? skipToken);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      ...(normaliseOrderNumber(number) === null && { number: LOOKUP_MESSAGES.badNumber }),
      ...(!looksLikeEmail(email) && { email: LOOKUP_MESSAGES.badEmail }),
    };
    setErrors(next);
    if (next.number) return numberInput.current?.focus();
    if (next.email) return emailInput.current?.focus();
    const sent = lookupQuery(number, email);
    if (!sent) return;
    setNumber(sent.number);
    setQuery(sent);
    onLookup?.(sent);
    // The same look-up again asks the store again (the order may have moved on).
    if (query && query.number === sent.number && query.email === sent.email) void result.refetch();
  };

  const error = query ? asApiError(result.error) : undefined;
  const order = query && !result.isError ? result.currentData?.order : undefined;

  return (
    <div className="flex flex-col gap-6">
      <form
        onSubmit={submit}
        noValidate
        aria-label="Find your order"
        className="flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Order number" error={errors.number} hint="e.g. BD-7K4M2Q">
            <Input
              ref={numberInput}
              name="number"
              value={number}
              onChange={(event) => setNumber(event.target.value)}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              required
            />
          </Field>
          <Field label="Email" error={errors.email} hint="The email you gave at checkout.">
            <Input
              ref={emailInput}
              name="email"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              autoComplete="email"
              inputMode="email"
              required
            />
          </Field>
        </div>
        <Button type="submit" size="lg" className="sm:self-start" disabled={result.isFetching}>
          Find order
        </Button>
      </form>

      <div id={`${id}-result`} aria-live="polite">
        {query && result.isFetching && !order && <PageLoader message="Looking for your order..." />}
        {error && !result.isFetching && (
          <div
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 p-4 font-medium text-red-800"
          >
            {error.status === 404 ? LOOKUP_MESSAGES.notFound : (error.serverMessage ?? error.message)}
          </div>
        )}
        {order && query && (
          <OrderDetails
            order={order}
            actions={
              <Link
                to={invoicePath(order.number, query.email)}
                className="rounded-lg border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                View invoice
              </Link>
            }
          />
        )}
      </div>
    </div>
  );
}
