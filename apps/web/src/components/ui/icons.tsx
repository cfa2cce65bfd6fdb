import type { IconName } from './icon-shapes';

export type { IconName };

/**
 * Icons, rendered as one empty element each: the stylesheet masks it with the icon's shape
 * (icon-shapes.ts) and paints it in the text's colour. A page's HTML carries a class, not an SVG's
 * elements and attributes, and the server writes a fraction of the pieces it wrote for them.
 * Decorative: an empty element says nothing to a screen reader, so the control or text beside
 * an icon names it.
 */

/** Sizes in CSS pixels; each is a class the stylesheet has. */
const SIZES = {
  16: 'size-4',
  18: 'size-4.5',
  20: 'size-5',
  22: 'size-5.5',
  24: 'size-6',
  26: 'size-6.5',
  28: 'size-7',
  32: 'size-8',
  40: 'size-10',
} as const;

interface IconProps {
  size?: keyof typeof SIZES;
  className?: string;
}

/** `<Icon name="cart" size={18} />`: the names are icon-shapes.ts's. */
export function Icon({ name, size = 20, className }: IconProps & { name: IconName }) {
  return <span className={`icon icon-${name} ${SIZES[size]}${className ? ` ${className}` : ''}`} />;
}
