import type { IconName } from './icon-shapes';

/**
 * Icons, drawn as one empty element each: the stylesheet masks it with the icon's shape
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

export interface IconProps {
  size?: keyof typeof SIZES;
  className?: string;
}

export function Icon({ name, size = 20, className }: IconProps & { name: IconName }) {
  return <span className={`icon icon-${name} ${SIZES[size]}${className ? ` ${className}` : ''}`} />;
}

export const CartIcon = (p: IconProps) => <Icon name="cart" {...p} />;
export const MenuIcon = (p: IconProps) => <Icon name="menu" {...p} />;
export const CloseIcon = (p: IconProps) => <Icon name="close" {...p} />;
export const SearchIcon = (p: IconProps) => <Icon name="search" {...p} />;
export const CheckIcon = (p: IconProps) => <Icon name="check" {...p} />;
export const ChevronLeftIcon = (p: IconProps) => <Icon name="chevron-left" {...p} />;
export const ChevronDownIcon = (p: IconProps) => <Icon name="chevron-down" {...p} />;
export const ChevronRightIcon = (p: IconProps) => <Icon name="chevron-right" {...p} />;
export const ArrowRightIcon = (p: IconProps) => <Icon name="arrow-right" {...p} />;
export const FacebookIcon = (p: IconProps) => <Icon name="facebook" {...p} />;
export const TwitterIcon = (p: IconProps) => <Icon name="twitter" {...p} />;
export const InstagramIcon = (p: IconProps) => <Icon name="instagram" {...p} />;
export const YouTubeIcon = (p: IconProps) => <Icon name="youtube" {...p} />;
export const PlusIcon = (p: IconProps) => <Icon name="plus" {...p} />;
export const TrashIcon = (p: IconProps) => <Icon name="trash" {...p} />;
export const LockIcon = (p: IconProps) => <Icon name="lock" {...p} />;
export const ShieldCheckIcon = (p: IconProps) => <Icon name="shield-check" {...p} />;
export const TruckIcon = (p: IconProps) => <Icon name="truck" {...p} />;
export const PencilIcon = (p: IconProps) => <Icon name="pencil" {...p} />;
