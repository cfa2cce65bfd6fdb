import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Button-looking links for the marketing pages: on a dark band, or on white. */
const VARIANTS = {
  /** White button on a dark (brand) background. */
  light: 'bg-white text-brand-800 hover:bg-brand-50',
  /** White outline on a dark (brand) background. */
  outlineLight: 'border-2 border-white text-white hover:bg-white/10',
  /** Brand button on a light background. */
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  /** Brand outline on a light background. */
  outline: 'border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
} as const;

export function CtaLink({
  to,
  variant,
  children,
}: {
  to: string;
  variant: keyof typeof VARIANTS;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-6 py-3 text-base font-semibold transition-colors ${VARIANTS[variant]}`}
    >
      {children}
    </Link>
  );
}
