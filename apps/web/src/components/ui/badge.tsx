import type { ComponentProps } from 'react';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'info' | 'warning' | 'danger' | 'sale' | 'dark';

// Pale tones: dark text on a light fill with a ring (AA contrast). Solid tones: white text.
// The badge always carries a word: colour is only a hint.
const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-800 ring-1 ring-inset ring-slate-300',
  brand: 'bg-brand-50 text-brand-800 ring-1 ring-inset ring-brand-200',
  success: 'bg-emerald-50 text-emerald-800 ring-1 ring-inset ring-emerald-200',
  info: 'bg-blue-50 text-blue-900 ring-1 ring-inset ring-blue-200',
  warning: 'bg-yellow-50 text-yellow-900 ring-1 ring-inset ring-yellow-300',
  danger: 'bg-red-50 text-red-800 ring-1 ring-inset ring-red-200',
  sale: 'bg-sale text-white',
  dark: 'bg-slate-900 text-white',
};

const SIZES = {
  sm: 'text-xs',
  md: 'text-sm',
} as const;

/** A short status or label in a pill, e.g. 'Active', 'Draft', 'You'. */
export function Badge({
  tone = 'neutral',
  size = 'sm',
  className,
  ...props
}: { tone?: BadgeTone; size?: keyof typeof SIZES } & ComponentProps<'span'>) {
  return (
    <span
      className={[
        'inline-flex items-center rounded-full px-2.5 py-0.5 font-semibold',
        TONES[tone],
        SIZES[size],
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      {...props}
    />
  );
}
