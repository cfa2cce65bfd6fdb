import type { SVGProps } from 'react';
import { Svg } from '../../../components/ui/icons';

/** Icons only the cart page uses (kept here, so other pages never load them). Decorative. */
type IconProps = SVGProps<SVGSVGElement>;

export const MinusIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 12h14" />
  </Svg>
);

export const BookmarkIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 3h12v18l-6-4-6 4z" />
  </Svg>
);
