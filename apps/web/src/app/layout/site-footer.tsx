import { Link } from '../../components/ui/link';
import { Icon, type IconName } from '../../components/ui/icons';

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/flashDeals', label: 'Deals' },
  { to: '/categories', label: 'Categories' },
  { to: '/about', label: 'About Us' },
];
const SERVICE_LINKS = [
  { to: '/contact', label: 'Contact Us' },
  { to: '/faq', label: 'FAQ' },
  { to: '/shipping', label: 'Shipping Info' },
];
// Placeholders until the store's social accounts exist (spec §2).
const SOCIAL: { label: string; icon: IconName }[] = [
  { label: 'Facebook', icon: 'facebook' },
  { label: 'Twitter', icon: 'twitter' },
  { label: 'Instagram', icon: 'instagram' },
  { label: 'YouTube', icon: 'youtube' },
];

const linkClass = 'rounded text-slate-300 hover:text-white hover:underline';

function LinkList({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 text-sm font-bold uppercase tracking-wide text-white">{title}</h2>
      <ul className="flex flex-col gap-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer (spec §2): tagline, Quick Links, Customer Service, Follow Us, copyright. */
export function SiteFooter() {
  return (
    <footer className="bg-slate-900 text-slate-300 print:hidden [&_:focus-visible]:outline-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-extrabold text-white">Better Deals</p>
          <p className="mt-2 text-sm leading-relaxed">
            The lowest prices in naira, fast delivery across Nigeria, secure shopping and a 30-day money-back
            guarantee.
          </p>
        </div>
        <LinkList title="Quick Links" links={QUICK_LINKS} />
        <LinkList title="Customer Service" links={SERVICE_LINKS} />
        <div>
          <h2 className="mb-3 text-sm font-bold uppercase tracking-wide text-white">Follow Us</h2>
          <ul className="flex gap-2">
            {SOCIAL.map(({ label, icon }) => (
              <li key={label}>
                <a
                  href="#"
                  aria-label={`Better Deals on ${label}`}
                  onClick={(event) => event.preventDefault()}
                  className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-brand-700 hover:text-white"
                >
                  <Icon name={icon} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-center text-sm text-slate-400">
          © 2025 Better Deals. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
