import { CHECKOUT_STEPS, STEP_LABELS, type CheckoutStep } from '../checkout-flow';
import { Icon } from '../../../components/ui/icons';

/** Shipping → Payment → Review → Confirmation, the current step marked aria-current="step". */
export function CheckoutProgress({ step }: { step: CheckoutStep }) {
  const current = CHECKOUT_STEPS.indexOf(step);
  return (
    <nav aria-label="Checkout progress">
      <ol className="flex items-start">
        {CHECKOUT_STEPS.map((name, index) => {
          const done = index < current || step === 'confirmation';
          const here = index === current;
          return (
            <li
              key={name}
              aria-current={here ? 'step' : undefined}
              className="relative flex flex-1 flex-col items-center gap-1 text-center"
            >
              {index > 0 && (
                <span
                  aria-hidden="true"
                  className={`absolute right-1/2 top-4 h-0.5 w-full -translate-y-1/2 ${
                    index <= current ? 'bg-brand-700' : 'bg-slate-300'
                  }`}
                />
              )}
              <span
                aria-hidden="true"
                className={`relative z-10 flex h-8 w-8 items-center justify-center rounded-full text-sm font-bold ${
                  here
                    ? 'bg-brand-700 text-white ring-4 ring-brand-100'
                    : done
                      ? 'bg-brand-700 text-white'
                      : 'bg-white text-slate-600 ring-2 ring-slate-300'
                }`}
              >
                {done && !here ? <Icon name="check" size={16} /> : index + 1}
              </span>
              <span
                className={`text-xs sm:text-sm ${here ? 'font-bold text-brand-800' : done ? 'text-slate-800' : 'text-slate-600'}`}
              >
                {STEP_LABELS[name]}
                {done && !here && <span className="sr-only"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
