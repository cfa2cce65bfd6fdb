import { FREE_SHIPPING_THRESHOLD } from '@better-deals/domain';
import { formatNaira } from '../../../lib/format';
import { IconCard } from './icon-card';
import { Icon, type IconName } from '../../../components/ui/icons';
import { SectionHeading } from './section-heading';

/** About's Our Story (founded 2023) and Our Mission, side by side on wide screens. */
export function StoryAndMission() {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-14 sm:py-20 lg:grid-cols-2 lg:gap-10">
      <section
        aria-labelledby="our-story"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Founded in 2023</p>
        <h2 id="our-story" className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Our Story
        </h2>
        <div className="mt-4 flex flex-col gap-4 text-slate-700">
          <p>
            Better Deals was founded in 2023 in Lagos by a small team of shoppers who were tired of paying too
            much and waiting too long. We set out to build the store we wanted to use ourselves: honest prices
            in naira, quick delivery and people you can actually reach.
          </p>
          <p>
            What started as a handful of daily deals has grown into a marketplace of electronics, fashion,
            home and garden, sports gear and much more, delivered to every state in Nigeria.
          </p>
        </div>
      </section>
      <section
        aria-labelledby="our-mission"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">What drives us</p>
        <h2 id="our-mission" className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Our Mission
        </h2>
        <div className="mt-4 flex flex-col gap-4 text-slate-700">
          <p>
            Our mission is to make quality products affordable for every Nigerian household. We negotiate with
            trusted brands and suppliers, pass the savings on to you, and stand behind every order with a
            30-day money-back guarantee.
          </p>
          <p>
            We measure ourselves by one thing: whether you would shop with us again. That is why we keep
            prices low, shipping fast and checkout secure.
          </p>
        </div>
      </section>
    </div>
  );
}

const REASONS: readonly {
  title: string;
  text: string;
  icon: IconName;
}[] = [
  {
    title: 'Lowest Prices',
    text: 'We compare prices every day and pass every saving on, so you always pay less in naira.',
    icon: 'tag',
  },
  {
    title: 'Fast Shipping',
    text: 'Orders are packed and shipped within 24-48 hours, with same-day express delivery in Lagos Metro.',
    icon: 'truck',
  },
  {
    title: 'Secure Shopping',
    text: 'Encrypted checkout and careful handling of your personal details on every visit.',
    icon: 'shield-check',
  },
  {
    title: '30-Day Money-Back Guarantee',
    text: 'Not happy? Return it within 30 days and your refund is processed in 3-5 business days.',
    icon: 'return',
  },
  {
    title: 'Free Shipping',
    text: `Free standard shipping on orders over ${formatNaira(FREE_SHIPPING_THRESHOLD)}, applied automatically.`,
    icon: 'gift',
  },
  {
    title: 'Friendly Support',
    text: 'Real people who know our products and reply to every message within 24 hours.',
    icon: 'headset',
  },
];

/** About's six reason cards. */
export function ReasonCards() {
  return (
    <section aria-labelledby="why-us" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
        <SectionHeading
          id="why-us"
          title="Why Shop With Us"
          intro="Six promises we keep on every order, big or small."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {REASONS.map(({ title, text, icon }) => (
            <li key={title}>
              <IconCard icon={icon} title={title}>
                {text}
              </IconCard>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const STEPS: readonly {
  title: string;
  text: string;
  icon: IconName;
}[] = [
  {
    title: 'Browse',
    text: 'Explore top brands and fresh flash deals across every category.',
    icon: 'search',
  },
  {
    title: 'Compare',
    text: 'Filter by price, brand and rating, and read reviews to find the right fit.',
    icon: 'compare',
  },
  {
    title: 'Purchase',
    text: 'Add to your cart, apply a coupon and pay through our secure checkout.',
    icon: 'bag',
  },
  {
    title: 'Enjoy',
    text: 'Your order ships within 24-48 hours. Enjoy it, or return it within 30 days.',
    icon: 'smile',
  },
];

/** About's four-step how-it-works. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
      <SectionHeading id="how-it-works" title="How It Works" intro="Great deals in four simple steps." />
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map(({ title, text, icon }, index) => (
          <li
            key={title}
            className="relative flex flex-col items-center gap-3 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
          >
            <span className="absolute left-4 top-4 inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
              <span className="sr-only">Step </span>
              {index + 1}
            </span>
            <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon name={icon} size={28} />
            </span>
            <h3 className="text-lg font-bold text-slate-900">{title}</h3>
            <p className="text-slate-700">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
