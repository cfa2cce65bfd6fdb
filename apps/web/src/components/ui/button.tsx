import type { ComponentProps } from 'react';
import { Link } from './link';

type ButtonVariant =
  | 'primary'
  | 'secondary'
  | 'outline'
  | 'neutral'
  | 'ghost'
  | 'subtle'
  | 'success'
  | 'danger'
  | 'danger-outline'
  | 'light'
  | 'light-outline';
type ButtonSize = 'sm' | 'md' | 'lg' | 'icon' | 'icon-square';

// inline-flex so an icon or spinner sits beside the text; disabled controls fade (axe skips
// their contrast) and keep the default cursor (styles.css gives the pointer to enabled ones).
const BASE = 'inline-flex items-center justify-center gap-2 text-center font-semibold disabled:opacity-70';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
  // A lighter secondary for small tools beside others (Edit, Enable, Add specification).
  outline: 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
  neutral: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
  ghost: 'text-brand-800 hover:bg-brand-50',
  // Icon buttons in bars and panels (menu, close): quiet until hovered.
  subtle: 'text-slate-800 hover:bg-slate-100',
  // A moment of confirmation ('Added'), then the button's own variant again.
  success: 'bg-emerald-800 text-white',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  'danger-outline': 'border border-red-300 bg-white text-red-700 hover:bg-red-50',
  // On a dark brand band (heroes, closing calls to action).
  light: 'bg-white text-brand-800 hover:bg-brand-50',
  'light-outline': 'border-2 border-white text-white hover:bg-white/10',
};

// The corner radius lives with the size, so an icon button can be round without a class that
// fights another one (between two Tailwind classes the stylesheet's order decides, not the
// order in the attribute, so a caller's class cannot override ours).
const SIZES: Record<ButtonSize, string> = {
  sm: 'rounded-lg px-3 py-2 text-sm',
  md: 'rounded-lg px-5 py-2.5',
  lg: 'rounded-lg px-6 py-3',
  // 44px: a comfortable target for a thumb.
  icon: 'h-11 w-11 shrink-0 rounded-full',
  // Tools in a row of a table or list (edit, delete), where round ones would look like badges.
  'icon-square': 'h-10 w-10 shrink-0 rounded-lg',
};

interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Layout only (margins, width, self-alignment); colours and padding come from the variant and size. */
  className?: string;
}

const buttonClass = ({ variant = 'primary', size = 'md', className }: ButtonStyle) =>
  [BASE, VARIANTS[variant], SIZES[size], className].filter(Boolean).join(' ');

/**
 * The app's button. Every native prop and the ref pass through (react-hook-form's register
 * included); `type` defaults to "button" so a button inside a form never submits it by accident.
 * An icon-only button needs an `aria-label`.
 */
export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ButtonStyle & ComponentProps<'button'>) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}

/** A link that looks like a Button: navigation stays a real `<a href>`. */
export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: ButtonStyle & ComponentProps<typeof Link>) {
  return <Link className={buttonClass({ variant, size, className })} {...props} />;
}
