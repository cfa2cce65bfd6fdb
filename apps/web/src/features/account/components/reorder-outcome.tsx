import { ButtonLink } from '../../../components/ui/button';
import { formatNaira } from '../../../lib/format';
import type { ReorderPlan } from '../orders';
import type { ReorderState } from '../use-reorder';

const money = (amount: number) => formatNaira(amount, { decimals: 2 });

/** What Reorder did, read out when it is done: what went into the cart, and what could not. */
export function ReorderOutcome({ result }: { result: ReorderState }) {
  return (
    <div role="status" className="empty:hidden">
      {result.state === 'working' && (
        <p className="mt-4 text-sm text-slate-700">Checking today&apos;s prices and stock...</p>
      )}
      {result.state === 'failed' && (
        <p className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
          {result.message}
        </p>
      )}
      {result.state === 'done' && <ReorderSummary plan={result.plan} />}
    </div>
  );
}

function ReorderSummary({ plan }: { plan: ReorderPlan }) {
  const nothingAdded = plan.added.length === 0;
  return (
    <div
      className={`mt-4 flex flex-col gap-2 rounded-lg border p-3 text-sm ${
        nothingAdded
          ? 'border-slate-200 bg-slate-50 text-slate-800'
          : 'border-emerald-200 bg-emerald-50 text-emerald-900'
      }`}
    >
      {nothingAdded ? (
        <p className="font-semibold">Nothing from this order could be added to your cart.</p>
      ) : (
        <>
          <p className="font-semibold">Added to your cart at today&apos;s prices:</p>
          <ul className="list-disc pl-5">
            {plan.added.map((line) => (
              <li key={line.productId} className="break-words">
                {line.title}: {line.added} × {money(line.unitPrice)}
                {line.unitPrice !== line.orderedPrice && <> (was {money(line.orderedPrice)})</>}
                {line.added < line.ordered && (
                  <>
                    {' '}
                    ({line.added} of {line.ordered}: the most we can sell you now)
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {plan.alreadyInCart.length > 0 && (
        <p className="break-words">
          Already in your cart, as many as we can sell: {plan.alreadyInCart.map((l) => l.title).join(', ')}.
        </p>
      )}
      {plan.unavailable.length > 0 && (
        <p className="break-words">No longer available: {plan.unavailable.map((l) => l.title).join(', ')}.</p>
      )}
      {(!nothingAdded || plan.alreadyInCart.length > 0) && (
        <ButtonLink to="/cart" size="sm" className="self-start">
          Go to cart
        </ButtonLink>
      )}
    </div>
  );
}
