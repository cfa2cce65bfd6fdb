import { FREE_SHIPPING_THRESHOLD } from '@better-deals/domain';
import { formatNaira } from '../../../lib/format';
import { IconCard } from './icon-card';
import { SectionHeading } from './section-heading';

/** Home's three why-choose cards (spec §2 Home). */
export function WhyChoose() {
  return (
    <section aria-labelledby="why-choose" className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
      <SectionHeading
        id="why-choose"
        title="Why Choose Better Deals?"
        intro="Everything you need for great shopping, at prices you will love."
      />
      <ul className="grid gap-6 md:grid-cols-3">
        <li>
          <IconCard icon="tag" title="Best Prices">
            We check prices every day so you pay the lowest price in naira, with no hidden fees at checkout.
          </IconCard>
        </li>
        <li>
          <IconCard icon="truck" title="Fast Shipping">
            Orders ship within 24-48 hours to every state in Nigeria, and standard shipping is free on orders
            over {formatNaira(FREE_SHIPPING_THRESHOLD)}.
          </IconCard>
        </li>
        <li>
          <IconCard icon="shield-check" title="Secure Shopping">
            Your payment and personal details stay protected, and every order is backed by our 30-day
            money-back guarantee.
          </IconCard>
        </li>
      </ul>
    </section>
  );
}
