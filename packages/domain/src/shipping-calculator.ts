import { formatNaira, koboToNaira, nairaToKobo } from './money';
import { shippingZone } from './shipping';

/*
 * The shipping page's weight calculator, kept apart from the zone rules in shipping.ts: the cart
 * applies those on every page, so they load first everywhere; this loads with that page only.
 */

export type ShippingMethod = 'standard' | 'express';

export type ShippingQuote = { ok: true; cost: number; message: string } | { ok: false; message: string };

// Plain decimal weights only ('2', '2.5', '.5'): Number() alone would also take '0x10' or '1e3'.
const WEIGHT_PATTERN = /^(\d+(\.\d*)?|\.\d+)$/;

/**
 * The shipping page's calculator: the zone's rate for the method × the weight rounded up to
 * the next 0.5 kg. `zoneId` that names no zone counts as a missing destination.
 */
export function shippingCalculator(
  weightInput: string,
  zoneId: string,
  method: ShippingMethod,
): ShippingQuote {
  const text = weightInput.trim();
  const zone = shippingZone(zoneId);
  if (text === '' || !zone) return { ok: false, message: 'Please fill in all fields.' };
  const weight = Number(text);
  if (!WEIGHT_PATTERN.test(text) || !Number.isFinite(weight) || weight <= 0) {
    return { ok: false, message: 'Please enter a valid weight (e.g., 2.5).' };
  }
  const halfKilos = Math.ceil(weight * 2);
  const rate = method === 'express' ? zone.expressRate : zone.standardRate;
  const cost = koboToNaira(Math.round((nairaToKobo(rate) * halfKilos) / 2));
  return { ok: true, cost, message: `Estimated shipping cost: ${formatNaira(cost)}.` };
}
