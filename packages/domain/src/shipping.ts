import { formatNaira, nairaToKobo } from './money';
import { nigerianState, type NigerianState } from './nigeria';

export interface ShippingZone {
  id: ShippingZoneId;
  name: string;
  areas: readonly string[];
  /** Naira per 1 kg (per 0.5 kg step, pro rata); also the flat zip-estimate rate. */
  standardRate: number;
  expressRate: number;
  timeStandard: string;
  timeExpress: string;
}

export const SHIPPING_ZONE_IDS = [
  'lagos-metro',
  'lagos-state',
  'southwest',
  'major-cities',
  'other-states',
] as const;
export type ShippingZoneId = (typeof SHIPPING_ZONE_IDS)[number];

/** The delivery zones, in the order the shipping page lists them (zone 1 first). */
export const SHIPPING_ZONES: readonly ShippingZone[] = [
  {
    id: 'lagos-metro',
    name: 'Lagos Metro',
    areas: ['Lagos Island', 'Victoria Island', 'Ikoyi', 'Lekki', 'Ajah', 'Surulere'],
    standardRate: 1500,
    expressRate: 3500,
    timeStandard: '1-3 days',
    timeExpress: 'Same day',
  },
  {
    id: 'lagos-state',
    name: 'Lagos State',
    areas: ['Ikeja', 'Alaba', 'Badagry', 'Epe', 'Ikorodu', 'Agege'],
    standardRate: 2000,
    expressRate: 4000,
    timeStandard: '2-4 days',
    timeExpress: '1-2 days',
  },
  {
    id: 'southwest',
    name: 'Southwest',
    areas: ['Ibadan', 'Abeokuta', 'Akure', 'Ado-Ekiti', 'Osogbo', 'Ondo'],
    standardRate: 2500,
    expressRate: 5000,
    timeStandard: '3-5 days',
    timeExpress: '2-3 days',
  },
  {
    id: 'major-cities',
    name: 'Major Cities',
    areas: ['Abuja', 'Kano', 'Port Harcourt', 'Kaduna', 'Jos', 'Benin City'],
    standardRate: 3000,
    expressRate: 6000,
    timeStandard: '4-6 days',
    timeExpress: '2-4 days',
  },
  {
    id: 'other-states',
    name: 'Other States',
    areas: ['All other states'],
    standardRate: 3500,
    expressRate: 7000,
    timeStandard: '5-7 days',
    timeExpress: '3-5 days',
  },
];

/** Orders above this subtotal (naira, exclusive) ship standard for free. */
export const FREE_SHIPPING_THRESHOLD = 25_000;

/** The zone with this id, or undefined. */
export function shippingZone(id: string): ShippingZone | undefined {
  return SHIPPING_ZONES.find((z) => z.id === id);
}

function zoneById(id: ShippingZoneId): ShippingZone {
  const zone = shippingZone(id);
  if (!zone) throw new Error(`Shipping zone ${id} is missing from SHIPPING_ZONES`);
  return zone;
}

/**
 * Nigerian postal codes (NIPOST) are six digits: the first is the region, the first two the
 * state, the first three the sorting district. The first two name the state below, whose zone
 * (STATE_ZONES) is the code's. Lagos (10xxxx) is split by district to follow the zone table's areas:
 *   101 Lagos Island, Ikoyi, Victoria Island, Ajah, Apapa, Surulere; 105 Lekki, Ibeju-Lekki;
 *   106 Lekki Phase 1 → Lagos Metro. 100 Ikeja, Agege, Alimosho; 102 Ajegunle, Amuwo-Odofin,
 *   Festac, Ojo/Alaba; 103 Badagry; 104 Ikorodu; any other 10 → Lagos State.
 * Whole states elsewhere: Southwest = Ogun 11, Oyo 20, Osun 23, Ondo 34, Ekiti 36; Major
 * Cities = Edo 30, Rivers 50, Kano 70, Kaduna 80, FCT Abuja 90, Plateau 93 (the whole state,
 * not only its capital: postal prefixes cannot tell the city apart cheaply). Anything else is
 * Other States at the default rate.
 */
const POSTAL_PREFIX_STATES: ReadonlyArray<readonly [prefix: string, state: NigerianState]> = [
  ['10', 'Lagos'],
  ['11', 'Ogun'],
  ['20', 'Oyo'],
  ['23', 'Osun'],
  ['34', 'Ondo'],
  ['36', 'Ekiti'],
  ['30', 'Edo'],
  ['50', 'Rivers'],
  ['70', 'Kano'],
  ['80', 'Kaduna'],
  ['90', 'Federal Capital Territory'],
  ['93', 'Plateau'],
];
/** The Lagos districts of the Lagos Metro zone; the rest of a state ships at its state's zone. */
const LAGOS_METRO_DISTRICTS: readonly string[] = ['101', '105', '106'];
const DEFAULT_ZONE_ID: ShippingZoneId = 'other-states';

/** States whose whole territory ships at a zone's rate, but for Lagos Metro's districts. */
const STATE_ZONES: Readonly<Partial<Record<NigerianState, ShippingZoneId>>> = {
  Lagos: 'lagos-state',
  Ogun: 'southwest',
  Oyo: 'southwest',
  Osun: 'southwest',
  Ondo: 'southwest',
  Ekiti: 'southwest',
  Edo: 'major-cities',
  Rivers: 'major-cities',
  Kano: 'major-cities',
  Kaduna: 'major-cities',
  'Federal Capital Territory': 'major-cities',
  Plateau: 'major-cities',
};

/** The state a postal code belongs to, and the zone of its district, when the table knows it. */
function postalArea(postalCode: string): { state: NigerianState; zone: ShippingZoneId } | undefined {
  const state = POSTAL_PREFIX_STATES.find(([prefix]) => postalCode.startsWith(prefix))?.[1];
  if (state === undefined) return undefined;
  const metro = LAGOS_METRO_DISTRICTS.some((district) => postalCode.startsWith(district));
  return { state, zone: metro ? 'lagos-metro' : (STATE_ZONES[state] ?? DEFAULT_ZONE_ID) };
}

/** The delivery zone of a six-digit Nigerian postal code (Other States when not in the table). */
export function zoneForPostalCode(postalCode: string): ShippingZone {
  return zoneById(postalArea(postalCode)?.zone ?? DEFAULT_ZONE_ID);
}

export type PostalEstimate =
  { ok: true; cost: number; zone: ShippingZone; message: string } | { ok: false; cost: 0; message: string };

/** The cart's "estimate shipping" box: standard shipping by postal code, free over ₦25,000. */
export function estimateShippingByPostalCode(postalCode: string, subtotal: number): PostalEstimate {
  const code = postalCode.trim();
  if (code === '') return { ok: false, cost: 0, message: 'Please enter a zip code.' };
  if (!/^\d{6}$/.test(code)) {
    return { ok: false, cost: 0, message: 'Please enter a valid 6-digit postal code.' };
  }
  const zone = zoneForPostalCode(code);
  if (nairaToKobo(subtotal) > nairaToKobo(FREE_SHIPPING_THRESHOLD)) {
    return {
      ok: true,
      cost: 0,
      zone,
      message: `Free standard shipping: your order is over ${formatNaira(FREE_SHIPPING_THRESHOLD)}.`,
    };
  }
  const where = zone.id === DEFAULT_ZONE_ID ? `${zone.name} (default rate)` : zone.name;
  return {
    ok: true,
    cost: zone.standardRate,
    zone,
    message: `Standard shipping to ${where}: ${formatNaira(zone.standardRate)}.`,
  };
}

/**
 * The delivery zone of an address: its state's, made finer by its postal code when the code is
 * one of that state's (Lagos Metro is a set of Lagos districts), or the code's alone when the
 * address names no state. The state is where the rider goes: a postal code of another state (a
 * Lagos Metro code on a Kano address, a slip or a try for the cheaper rate) does not decide the
 * price, and the state's zone does.
 */
export function zoneForAddress(address: { zipCode: string; state: string }): ShippingZone {
  const state = nigerianState(address.state);
  const code = address.zipCode.trim();
  const area = /^\d{6}$/.test(code) ? postalArea(code) : undefined;
  if (area && (state === undefined || area.state === state)) return zoneById(area.zone);
  return zoneById((state && STATE_ZONES[state]) ?? DEFAULT_ZONE_ID);
}

/**
 * What an order pays for standard delivery: nothing with a free-shipping voucher or when the
 * subtotal (before any discount) is over ₦25,000, else its zone's standard rate. Kobo.
 */
export function orderShippingKobo(input: {
  subtotalKobo: number;
  freeShippingCoupon: boolean;
  address: { zipCode: string; state: string };
}): number {
  if (input.freeShippingCoupon) return 0;
  if (input.subtotalKobo > nairaToKobo(FREE_SHIPPING_THRESHOLD)) return 0;
  return nairaToKobo(zoneForAddress(input.address).standardRate);
}
