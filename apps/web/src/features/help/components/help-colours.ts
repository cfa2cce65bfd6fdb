import type { HelpColour } from '../help-content';

/**
 * Each topic colour as whole class names (Tailwind only generates classes it can read in full).
 * The -800/-900 text on -100 backgrounds keeps the contrast above WCAG AA.
 */
export const HELP_COLOUR_CLASSES: Record<HelpColour, { badge: string; accent: string }> = {
  teal: { badge: 'bg-teal-100 text-teal-800', accent: 'border-teal-600' },
  sky: { badge: 'bg-sky-100 text-sky-800', accent: 'border-sky-600' },
  amber: { badge: 'bg-amber-100 text-amber-900', accent: 'border-amber-500' },
  rose: { badge: 'bg-rose-100 text-rose-800', accent: 'border-rose-600' },
  violet: { badge: 'bg-violet-100 text-violet-800', accent: 'border-violet-600' },
  emerald: { badge: 'bg-emerald-100 text-emerald-800', accent: 'border-emerald-600' },
};
