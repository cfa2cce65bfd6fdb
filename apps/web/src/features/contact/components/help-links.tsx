import { Link } from '../../../components/ui/link';
import { Icon, type IconName } from '../../../components/ui/icons';

const LINKS: readonly {
  to: string;
  label: string;
  text: string;
  icon: IconName;
}[] = [
  {
    to: '/faq',
    label: 'Browse the FAQ',
    text: 'Quick answers about orders, shipping, returns and your account.',
    icon: 'question',
  },
  {
    to: '/help-center',
    label: 'Visit the Help Centre',
    text: 'Step-by-step guides for everything from checkout to refunds.',
    icon: 'book',
  },
];

/** Contact's help links (spec §2 Contact): the FAQ and the help centre. */
export function HelpLinks() {
  return (
    <section
      aria-labelledby="contact-help"
      className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8"
    >
      <h2 id="contact-help" className="text-xl font-bold text-slate-900">
        Need a quick answer?
      </h2>
      <p className="mt-2 text-slate-700">
        Many questions are already answered. You may find what you need faster here.
      </p>
      <ul className="mt-5 flex flex-col gap-3">
        {LINKS.map(({ to, label, text, icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex items-start gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 hover:ring-brand-700"
            >
              <Icon name={icon} size={24} className="mt-0.5 shrink-0 text-brand-700" />
              <span className="flex flex-col">
                <span className="font-semibold text-brand-800 group-hover:underline">{label}</span>
                <span className="text-sm text-slate-600">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-5 text-sm text-slate-700">
        Orders can be changed or cancelled within 1 hour of placing them. Returns are accepted within 30 days.
      </p>
    </section>
  );
}
