import { FREE_SHIPPING_THRESHOLD, VAT_RATE } from '@better-deals/domain';
import type { ReactNode } from 'react';
import { Link } from '../../../components/ui/link';
import { formatNaira, formatNumber } from '../../../lib/format';

export const TERMS_LAST_UPDATED = '1 June 2025';

const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';
const vat = `${formatNumber(VAT_RATE * 100)}%`;

/** The terms, one section each; facts match the shipping, returns and support policies (spec §9). */
const SECTIONS: readonly { id: string; title: string; body: ReactNode }[] = [
  {
    id: 'about-these-terms',
    title: 'About these terms',
    body: (
      <>
        <p>
          These terms apply to every visit to and purchase from Better Deals, operated by Better Deals Ltd, 15
          Adeola Odeku Street, Victoria Island, Lagos (&ldquo;Better Deals&rdquo;, &ldquo;we&rdquo;,
          &ldquo;us&rdquo;). By creating an account or placing an order you agree to them.
        </p>
        <p>Please read them together with our shipping and returns policies described below.</p>
      </>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    body: (
      <ul>
        <li>You must give accurate details and keep them up to date.</li>
        <li>
          Keep your password private. You are responsible for orders placed with your account; tell us at once
          if you think someone else has used it.
        </li>
        <li>We may suspend an account used for fraud or in breach of these terms.</li>
      </ul>
    ),
  },
  {
    id: 'prices-and-payment',
    title: 'Prices and payment',
    body: (
      <ul>
        <li>All prices are shown and charged in Nigerian naira (₦).</li>
        <li>
          Value Added Tax at {vat} is added to your subtotal after any discount, and shipping is added where
          it applies. You see the full total before you pay.
        </li>
        <li>
          Prices and deals can change at any time, but never for an order you have already placed. If an item
          is listed at an obviously wrong price, we will contact you before it ships and you may cancel for a
          full refund.
        </li>
      </ul>
    ),
  },
  {
    id: 'orders',
    title: 'Orders',
    body: (
      <ul>
        <li>Your order is accepted when we send you an order confirmation.</li>
        <li>
          You can change or cancel an order within 1 hour of placing it by{' '}
          <Link to="/contact" className={linkClass}>
            contacting us
          </Link>
          .
        </li>
        <li>
          If an item turns out to be out of stock after you order, we will tell you and refund what you paid
          for it in full.
        </li>
      </ul>
    ),
  },
  {
    id: 'deals-and-coupons',
    title: 'Flash deals and coupons',
    body: (
      <ul>
        <li>
          Flash deals run in six-hour cycles that end at 00:00, 06:00, 12:00 and 18:00 Lagos time, and last
          only while stock lasts.
        </li>
        <li>
          One coupon can be used per order. Each coupon has a minimum subtotal, shown when you apply it, and
          coupons cannot be exchanged for cash.
        </li>
      </ul>
    ),
  },
  {
    id: 'shipping-and-delivery',
    title: 'Shipping and delivery',
    body: (
      <>
        <ul>
          <li>
            Orders are processed within 1-2 business days; custom items take 3-5 business days. Delivery times
            and rates depend on your delivery zone.
          </li>
          <li>
            Standard shipping is free on orders over {formatNaira(FREE_SHIPPING_THRESHOLD)}, applied
            automatically at checkout.
          </li>
          <li>
            Express orders placed before 2 PM, Monday to Friday, ship the same day. Orders placed at the
            weekend ship on the next business day.
          </li>
          <li>Every shipment is insured up to ₦50,000. Orders over ₦100,000 need a signature on delivery.</li>
          <li>
            We make up to 3 delivery attempts. After that, your parcel is held at the local depot for 7 days
            for you to collect before it is returned to us.
          </li>
        </ul>
        <p>
          See{' '}
          <Link to="/shipping" className={linkClass}>
            Shipping Information
          </Link>{' '}
          for the delivery zones, rates and times.
        </p>
      </>
    ),
  },
  {
    id: 'returns-and-refunds',
    title: 'Returns and refunds',
    body: (
      <ul>
        <li>
          Our 30-day money-back guarantee lets you return an item within 30 days of delivery, in the condition
          you received it, with its original packaging where possible.
        </li>
        <li>
          Once we receive and check the item, your refund is processed within 3-5 business days to the payment
          method you used.
        </li>
        <li>If an item arrives damaged or is not what you ordered, we cover the cost of sending it back.</li>
      </ul>
    ),
  },
  {
    id: 'product-information',
    title: 'Product information',
    body: (
      <p>
        We describe products as accurately as we can, but colours can look different on different screens and
        packaging may change. Ratings and reviews are the opinions of other shoppers.
      </p>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: (
      <p>
        We use your personal details only to run your account, deliver your orders and answer your questions,
        in line with the Nigeria Data Protection Act 2023. We never sell your details.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility to you',
    body: (
      <p>
        We are responsible for losses you suffer that are a foreseeable result of our breaking these terms. We
        are not responsible for losses that were not foreseeable or for business losses. Nothing in these
        terms limits your rights under the Federal Competition and Consumer Protection Act 2018.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of the Federal Republic of Nigeria, and any dispute will be heard
        by the courts of Lagos State.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms from time to time; the date at the top of this page shows the latest
        version. An order is always governed by the terms in force when it was placed.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these terms? Email{' '}
        <a href="mailto:support@betterdeals.ng" className={linkClass}>
          support@betterdeals.ng
        </a>{' '}
        or use our{' '}
        <Link to="/contact" className={linkClass}>
          contact form
        </Link>
        . We reply within 24 hours.
      </p>
    ),
  },
];

/** The terms of service: a list of contents, then numbered sections. */
export function TermsContent() {
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:py-14 lg:grid-cols-[16rem_1fr] lg:items-start">
      <nav
        aria-labelledby="terms-contents"
        className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 lg:sticky lg:top-20"
      >
        <h2 id="terms-contents" className="text-sm font-bold uppercase tracking-wide text-slate-900">
          Contents
        </h2>
        <ol className="mt-3 flex list-decimal flex-col gap-1.5 pl-5 text-sm marker:text-slate-600">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-slate-700 hover:text-brand-800 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
        {SECTIONS.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="border-b border-slate-200 py-6 first:pt-0 last:border-0 last:pb-0"
          >
            <h2 id={`${section.id}-title`} className="text-xl font-bold text-slate-900">
              {index + 1}. {section.title}
            </h2>
            <div className="mt-3 flex flex-col gap-3 leading-relaxed text-slate-700 [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-2 [&_ul]:pl-5">
              {section.body}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
