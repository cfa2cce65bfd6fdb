import { SHIPPING_METHODS, SHIPPING_POLICIES, SHIPPING_TERMS } from '../shipping-content';
import { Icon } from '../../../components/ui/icons';

/** The four shipping methods: name, time, starting price and what each is for. */
export function ShippingMethodCards() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {SHIPPING_METHODS.map((method) => (
        <li
          key={method.id}
          className="flex flex-col gap-2 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
        >
          <h3 className="text-lg font-bold text-slate-900">{method.name}</h3>
          <p className="font-semibold text-brand-800">{method.time}</p>
          <p className="text-xl font-extrabold text-slate-900">{method.price}</p>
          <p className="text-sm text-slate-700">{method.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** Insurance, signatures, processing and delivery attempts, one card each. */
export function ShippingPolicyCards() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {SHIPPING_POLICIES.map((policy) => (
        <li key={policy.title} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h3 className="font-bold text-slate-900">{policy.title}</h3>
          <p className="mt-2 text-sm text-slate-700">{policy.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** The shipping terms as a checked list. */
export function ShippingTermsList() {
  return (
    <ul className="flex flex-col gap-3">
      {SHIPPING_TERMS.map((term) => (
        <li key={term} className="flex gap-3 text-slate-700">
          <Icon name="check" className="mt-0.5 shrink-0 text-brand-700" />
          <span>{term}</span>
        </li>
      ))}
    </ul>
  );
}
