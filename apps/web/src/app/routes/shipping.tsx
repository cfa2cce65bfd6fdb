import { FREE_SHIPPING_THRESHOLD } from '@better-deals/domain';
import type { ReactNode } from 'react';
import { Link } from '../../components/ui/link';
import { ButtonLink } from '../../components/ui/button';
import { PageHero } from '../../components/ui/page-hero';
import { RateCalculator } from '../../features/shipping-info/components/rate-calculator';
import {
  ShippingMethodCards,
  ShippingPolicyCards,
  ShippingTermsList,
} from '../../features/shipping-info/components/shipping-cards';
import { ZoneTable } from '../../features/shipping-info/components/zone-table';
import { formatNaira } from '../../lib/format';
import type { PageMeta } from '../page-module';

export const meta: PageMeta = () => ({
  title: 'Shipping Info',
  description:
    "Delivery zones, times and rates across Nigeria's 36 states and the FCT, and when shipping is free.",
});

/**
 * Shipping (spec §2 Shipping): methods, the rate calculator, the zone table, the free-shipping
 * and express cutoff notes, policies, terms and where to get more help.
 */
export default function ShippingPage() {
  return (
    <>
      <PageHero
        title="Shipping Information"
        intro={`Fast, insured delivery to every state in Nigeria, with free standard shipping on orders over ${formatNaira(FREE_SHIPPING_THRESHOLD)}.`}
      />

      <div className="mx-auto flex max-w-6xl flex-col gap-14 px-4 py-10 sm:py-14">
        <Section id="shipping-methods" title="Shipping Methods">
          <ShippingMethodCards />
        </Section>

        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          <Section id="rate-calculator" title="Shipping Rate Calculator" card>
            <RateCalculator />
          </Section>
          <div className="flex flex-col gap-4">
            <Note title="Free Shipping">
              Orders over {formatNaira(FREE_SHIPPING_THRESHOLD)} ship free with standard shipping. The
              discount is applied automatically at checkout, with no code needed.
            </Note>
            <Note title="Express Cutoff">
              Express orders placed before 2 PM, Monday to Friday, ship the same day. Orders placed at the
              weekend ship on the next business day.
            </Note>
          </div>
        </div>

        <Section id="shipping-zones" title="Shipping Zones & Rates">
          <p className="-mt-2 mb-4 text-slate-700">
            Rates are per kilogram, with the weight rounded up to the next 0.5 kg. Times are counted from
            dispatch.
          </p>
          <ZoneTable />
        </Section>

        <Section id="shipping-policies" title="Shipping Policies">
          <ShippingPolicyCards />
        </Section>

        <Section id="shipping-terms" title="Shipping Terms" card>
          <ShippingTermsList />
          <p className="mt-4 text-slate-700">
            Read our full{' '}
            <Link to="/terms" className="font-semibold text-brand-800 underline hover:text-brand-900">
              Terms &amp; Conditions
            </Link>
            .
          </p>
        </Section>

        <section
          aria-labelledby="shipping-help"
          className="flex flex-col items-center gap-3 rounded-2xl bg-brand-50 px-6 py-10 text-center ring-1 ring-brand-100"
        >
          <h2 id="shipping-help" className="text-2xl font-bold text-slate-900">
            Questions about your delivery?
          </h2>
          <p className="max-w-xl text-slate-700">
            Our support team replies within 24 hours, and our FAQ answers the most common questions.
          </p>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/contact" size="lg">
              Contact Support
            </ButtonLink>
            <ButtonLink to="/faq" variant="secondary" size="lg">
              Read the FAQ
            </ButtonLink>
          </div>
        </section>
      </div>
    </>
  );
}

function Section({
  id,
  title,
  card = false,
  children,
}: {
  id: string;
  title: string;
  card?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={card ? 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8' : undefined}
    >
      <h2 id={id} className="mb-4 text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Note({ title, children }: { title: string; children: ReactNode }) {
  return (
    <aside
      aria-label={title}
      className="rounded-2xl border-l-4 border-brand-700 bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <p className="mt-2 text-slate-700">{children}</p>
    </aside>
  );
}
