import { FREE_SHIPPING_THRESHOLD, SHIPPING_ZONES } from '@better-deals/domain';
import { formatNaira } from '../../lib/format';

/** A way we ship, as the shipping page's method cards show it. */
export interface ShippingMethodCard {
  id: 'standard' | 'express' | 'free' | 'international';
  name: string;
  time: string;
  price: string;
  description: string;
}

const cheapest = (rates: number[]) => formatNaira(Math.min(...rates));

/** The four shipping methods (spec §9 shipping copy); prices start at zone 1's rates. */
export const SHIPPING_METHODS: readonly ShippingMethodCard[] = [
  {
    id: 'standard',
    name: 'Standard Shipping',
    time: '3-7 business days',
    price: `From ${cheapest(SHIPPING_ZONES.map((zone) => zone.standardRate))}`,
    description: 'Reliable door-to-door delivery to every state in Nigeria.',
  },
  {
    id: 'express',
    name: 'Express Shipping',
    time: '1-2 business days',
    price: `From ${cheapest(SHIPPING_ZONES.map((zone) => zone.expressRate))}`,
    description: 'Priority handling; same-day delivery within Lagos Metro.',
  },
  {
    id: 'free',
    name: 'Free Shipping',
    time: '5-10 business days',
    price: `Orders over ${formatNaira(FREE_SHIPPING_THRESHOLD)}`,
    description: 'Standard shipping at no cost, applied automatically at checkout.',
  },
  {
    id: 'international',
    name: 'International Shipping',
    time: '7-21 business days',
    price: 'Quoted per order',
    description: 'Selected items ship abroad; contact us for a quote before you order.',
  },
];

/** The shipping policies (spec §9), one card each. */
export const SHIPPING_POLICIES: readonly { title: string; text: string }[] = [
  {
    title: 'Insured Shipments',
    text: `Every parcel is insured up to ${formatNaira(50_000)} against loss or damage in transit.`,
  },
  {
    title: 'Signature Confirmation',
    text: `Orders over ${formatNaira(100_000)} need a signature on delivery, so they reach the right hands.`,
  },
  {
    title: 'Processing Time',
    text: 'Orders are processed within 1-2 business days; custom items take 3-5 business days.',
  },
  {
    title: 'Delivery Attempts',
    text: 'Our courier makes up to 3 delivery attempts, then holds your parcel at the local depot for 7 days.',
  },
];

/** The shipping terms, in the order the page lists them. */
export const SHIPPING_TERMS: readonly string[] = [
  'Delivery times are counted in business days (Monday to Friday, excluding public holidays) from the day your order ships, not the day it is placed.',
  'Shipping costs depend on your delivery zone and the parcel weight, rounded up to the next 0.5 kg. The price shown at checkout is the price you pay.',
  `Free standard shipping applies automatically to orders over ${formatNaira(FREE_SHIPPING_THRESHOLD)}; express shipping is charged at its usual rate.`,
  'Please make sure your delivery address is complete and correct. A parcel not collected within 7 days at the depot goes back to our warehouse; contact support to arrange a new delivery.',
  'Delivery times are estimates. Weather, public holidays and events outside our control can cause delays; we will keep you informed by email.',
  'Check your parcel when it arrives and tell us within 30 days if anything is damaged or missing.',
];
