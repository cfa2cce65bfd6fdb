import { FREE_SHIPPING_THRESHOLD } from '@better-deals/domain';
import { ButtonLink } from '../../../components/ui/button';
import { formatNaira } from '../../../lib/format';
import { Icon } from '../../../components/ui/icons';

/**
 * Home's hero (spec §2 Home): the pitch, Shop Now (to /store) and Learn More (to /about).
 * Plain CSS (a gradient and two soft circles), so it costs nothing to download.
 */
export function HomeHero() {
  const promises = [
    `Free shipping over ${formatNaira(FREE_SHIPPING_THRESHOLD)}`,
    '30-day money-back guarantee',
    'Secure checkout',
  ];
  return (
    <section className="relative isolate overflow-hidden bg-linear-to-br from-brand-900 via-brand-800 to-brand-700 text-white [&_:focus-visible]:outline-white">
      <div
        aria-hidden="true"
        className="absolute -right-24 -top-24 -z-10 h-72 w-72 rounded-full bg-brand-600/40 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 -left-20 -z-10 h-72 w-72 rounded-full bg-brand-500/20 blur-3xl"
      />
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-24">
        <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-brand-100">
          Nigeria&apos;s home of everyday deals
        </p>
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
          Unbeatable deals, delivered fast
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50 sm:text-xl">
          Shop the lowest prices in naira on electronics, fashion, home essentials and more, with fast 24-48
          hour shipping across Nigeria.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/store" variant="light" size="lg">
            Shop Now
          </ButtonLink>
          <ButtonLink to="/about" variant="light-outline" size="lg">
            Learn More
            {/* Said in full to screen readers and search engines; the button reads as the spec's. */}
            <span className="sr-only"> about Better Deals</span>
          </ButtonLink>
        </div>
        <ul className="mt-8 flex flex-col items-center justify-center gap-x-6 gap-y-2 text-sm font-medium text-brand-50 sm:flex-row">
          {promises.map((promise) => (
            <li key={promise} className="inline-flex items-center gap-1.5">
              <Icon name="check" size={18} className="text-brand-200" />
              {promise}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
