import {
  SHIPPING_ZONES,
  shippingCalculator,
  shippingZone,
  TIMINGS,
  type ShippingMethod,
} from '@better-deals/domain';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';

type Message = { ok: true; text: string; detail: string } | { ok: false; text: string };

const METHODS: readonly { value: ShippingMethod; label: string }[] = [
  { value: 'standard', label: 'Standard' },
  { value: 'express', label: 'Express' },
];

/**
 * The shipping rate calculator: weight and destination zone in, the estimated cost out (the
 * rule itself is the domain's `shippingCalculator`). A mistake's message clears itself after
 * 3 seconds; an estimate stays readable until the shopper changes what it was worked out from.
 */
export function RateCalculator() {
  const id = useId();
  const [weight, setWeight] = useState('');
  const [zoneId, setZoneId] = useState('');
  const [method, setMethod] = useState<ShippingMethod>('standard');
  const [message, setMessage] = useState<Message | null>(null);

  useEffect(() => {
    if (!message || message.ok) return;
    const timer = setTimeout(() => setMessage(null), TIMINGS.couponMessageMs);
    return () => clearTimeout(timer);
  }, [message]);

  // Any change makes a shown estimate stale.
  const dropEstimate = () => setMessage((current) => (current?.ok ? null : current));

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    const quote = shippingCalculator(weight, zoneId, method);
    const zone = shippingZone(zoneId);
    if (!quote.ok || !zone) {
      setMessage({ ok: false, text: quote.message });
      return;
    }
    const time = method === 'express' ? zone.timeExpress : zone.timeStandard;
    setMessage({
      ok: true,
      text: quote.message,
      detail: `${zone.name}, ${method} shipping, usually ${time.toLowerCase()}.`,
    });
  };

  return (
    <form noValidate onSubmit={calculate} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Package weight (kg)" hint="Rounded up to the next 0.5 kg.">
          <Input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            required
            maxLength={10}
            placeholder="e.g. 2.5"
            value={weight}
            onChange={(event) => {
              setWeight(event.target.value);
              dropEstimate();
            }}
          />
        </Field>
        <Field label="Destination zone">
          <Select
            required
            value={zoneId}
            onChange={(event) => {
              setZoneId(event.target.value);
              dropEstimate();
            }}
          >
            <option value="">Select a zone</option>
            {SHIPPING_ZONES.map((zone, index) => (
              <option key={zone.id} value={zone.id}>
                Zone {index + 1}: {zone.name}
              </option>
            ))}
          </Select>
        </Field>
      </div>

      <fieldset>
        <legend className="mb-1 font-semibold text-slate-800">Shipping method</legend>
        <div className="flex flex-wrap gap-3">
          {METHODS.map((option) => (
            <label
              key={option.value}
              className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900"
            >
              <input
                type="radio"
                name={`${id}-method`}
                value={option.value}
                checked={method === option.value}
                onChange={() => {
                  setMethod(option.value);
                  dropEstimate();
                }}
                className="h-4 w-4 accent-brand-700"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>

      <Button type="submit" size="lg" className="self-start">
        Calculate Shipping
      </Button>

      <div role="status" aria-atomic="true">
        {message &&
          (message.ok ? (
            <div className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-brand-900">
              <p className="text-lg font-bold">{message.text}</p>
              <p className="mt-1 text-sm">{message.detail}</p>
            </div>
          ) : (
            <p className="rounded-lg border border-red-200 bg-red-50 p-4 font-medium text-red-800">
              {message.text}
            </p>
          ))}
      </div>
    </form>
  );
}
