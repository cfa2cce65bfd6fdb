import { FREE_SHIPPING_THRESHOLD } from '@better-deals/domain';
import type { ReactNode } from 'react';
import { Link } from '../../../components/ui/link';
import { ButtonLink } from '../../../components/ui/button';
import { formatLagosDate, formatNaira } from '../../../lib/format';
import { Icon } from '../../../components/ui/icons';

const QUICK_LINKS = [
  { label: 'Frequently Asked Questions', to: '/faq' },
  { label: 'Shipping Information', to: '/shipping' },
  { label: 'Returns & Refunds', to: '/help/returns/return-policy' },
  { label: 'Contact Us', to: '/contact' },
  { label: 'Terms & Conditions', to: '/terms' },
] as const;

const SERVICES = ['Website & app', 'Checkout & payments', 'Order tracking', 'Delivery partners'] as const;

const UPDATES: readonly { date: string; title: string; text: string }[] = [
  {
    date: '2025-06-02T09:00:00+01:00',
    title: 'Flash deals four times a day',
    text: 'New deals now start at 00:00, 06:00, 12:00 and 18:00 Lagos time.',
  },
  {
    date: '2025-05-12T09:00:00+01:00',
    title: 'Automatic free shipping',
    text: `Standard shipping is now free on every order over ${formatNaira(FREE_SHIPPING_THRESHOLD)}, no code needed.`,
  },
  {
    date: '2025-04-07T09:00:00+01:00',
    title: 'Same-day express in Lagos Metro',
    text: 'Express orders placed before 2 PM on weekdays arrive the same day across Lagos Metro.',
  },
];

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = `help-card-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={id} className="mb-3 text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Shortcuts to the other help pages. */
export function QuickLinksCard() {
  return (
    <Card title="Quick Links">
      <ul className="-mx-2 flex flex-col">
        {QUICK_LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="flex items-center justify-between gap-2 rounded-lg px-2 py-2 text-brand-800 hover:bg-brand-50 hover:underline"
            >
              {link.label}
              <Icon name="chevron-right" size={16} />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The way to a person when the articles are not enough. */
export function StillNeedHelpCard() {
  return (
    <section
      aria-labelledby="help-still-need-help"
      className="rounded-2xl bg-brand-800 p-5 text-white shadow-sm [&_:focus-visible]:outline-white"
    >
      <h2 id="help-still-need-help" className="text-lg font-bold">
        Still need help?
      </h2>
      <p className="mt-2 text-brand-50">
        Our support team is here for you and replies to every message within 24 hours.
      </p>
      <ButtonLink to="/contact" variant="light" className="mt-4">
        Contact Support
      </ButtonLink>
    </section>
  );
}

/** How the store's services are running. */
export function SystemStatusCard() {
  return (
    <Card title="System Status">
      <p className="mb-3 flex items-center gap-2 font-semibold text-emerald-800">
        <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-emerald-600" />
        All systems operational
      </p>
      <ul className="flex flex-col gap-2 text-sm">
        {SERVICES.map((service) => (
          <li key={service} className="flex items-center justify-between gap-2">
            <span className="text-slate-700">{service}</span>
            <span className="inline-flex items-center gap-1 font-medium text-emerald-800">
              <Icon name="check" size={16} />
              Operational
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** What changed lately in how the store works. */
export function RecentUpdatesCard() {
  return (
    <Card title="Recent Updates">
      <ul className="flex flex-col gap-4">
        {UPDATES.map((update) => (
          <li key={update.title}>
            <time
              dateTime={update.date.slice(0, 10)}
              className="text-xs font-semibold uppercase text-slate-600"
            >
              {formatLagosDate(new Date(update.date))}
            </time>
            <p className="font-semibold text-slate-900">{update.title}</p>
            <p className="text-sm text-slate-700">{update.text}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
