import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/ui/icons';

const PHONES = [
  { text: '+234 801 234 5678', href: 'tel:+2348012345678' },
  { text: '+234 909 876 5432', href: 'tel:+2349098765432' },
];
const EMAILS = ['support@betterdeals.ng', 'sales@betterdeals.ng'];

const linkClass = 'font-medium text-brand-800 underline-offset-2 hover:underline';

function InfoCard({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon name={icon} size={26} />
      </span>
      <h3 className="text-lg font-bold text-slate-900">{title}</h3>
      <div className="text-slate-700">{children}</div>
    </li>
  );
}

/** Contact's four info cards (spec §2 Contact): address, two phones, two emails, hours. */
export function ContactInfo() {
  return (
    <section aria-labelledby="contact-info" className="mx-auto max-w-7xl px-4 pt-12 sm:pt-16">
      <h2 id="contact-info" className="sr-only">
        Ways to reach us
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        <InfoCard icon="map-pin" title="Visit Us">
          <address className="not-italic">
            Better Deals Ltd
            <br />
            15 Adeola Odeku Street
            <br />
            Victoria Island, Lagos 101241
            <br />
            Nigeria
          </address>
        </InfoCard>
        <InfoCard icon="phone" title="Call Us">
          <ul className="flex flex-col gap-1">
            {PHONES.map((phone) => (
              <li key={phone.href}>
                <a href={phone.href} className={linkClass}>
                  {phone.text}
                </a>
              </li>
            ))}
          </ul>
        </InfoCard>
        <InfoCard icon="mail" title="Email Us">
          <ul className="flex flex-col gap-1">
            {EMAILS.map((email) => (
              <li key={email}>
                <a href={`mailto:${email}`} className={`${linkClass} break-all`}>
                  {email}
                </a>
              </li>
            ))}
          </ul>
        </InfoCard>
        <InfoCard icon="clock" title="Business Hours">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="font-medium text-slate-900">Mon – Fri</dt>
            <dd>8:00 AM – 6:00 PM</dd>
            <dt className="font-medium text-slate-900">Saturday</dt>
            <dd>9:00 AM – 4:00 PM</dd>
            <dt className="font-medium text-slate-900">Sunday</dt>
            <dd>Closed</dd>
          </dl>
          <p className="mt-2 text-sm text-slate-600">Lagos time (WAT)</p>
        </InfoCard>
      </ul>
    </section>
  );
}
