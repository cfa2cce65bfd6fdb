import type { ReactNode } from 'react';
import { Icon } from '../../../components/ui/icons';

const BADGES: Array<{ icon: ReactNode; title: string; text: string }> = [
  {
    icon: <Icon name="lock" size={22} />,
    title: 'Secure checkout',
    text: 'Your card details are never stored on this device or our servers.',
  },
  {
    icon: <Icon name="shield-check" size={22} />,
    title: '30-day money-back guarantee',
    text: 'Changed your mind? Return it within 30 days.',
  },
  {
    icon: <Icon name="truck" size={22} />,
    title: 'Fast delivery',
    text: 'Express delivery in 24-48 hours; free standard shipping over ₦25,000.',
  },
];

/** Why it is safe to buy here: secure checkout, the money-back guarantee, fast delivery. */
export function TrustBadges({ className = '' }: { className?: string }) {
  return (
    <ul aria-label="Why shop with us" className={`grid gap-3 ${className}`}>
      {BADGES.map((badge) => (
        <li
          key={badge.title}
          className="flex items-start gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
        >
          <span className="shrink-0 rounded-full bg-brand-50 p-2 text-brand-800">{badge.icon}</span>
          <span>
            <span className="block font-semibold text-slate-900">{badge.title}</span>
            <span className="block text-sm text-slate-600">{badge.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
