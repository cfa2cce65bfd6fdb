import type { SVGProps } from 'react';
import { Svg } from '../../../components/ui/icons';

/** Icons only the admin screens use (kept here, so shopper pages never load them). Decorative. */
type IconProps = SVGProps<SVGSVGElement>;

export const ArrowLeftIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M19 12H5M12 19l-7-7 7-7" />
  </Svg>
);

export const ArrowRightIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 12h14M12 5l7 7-7 7" />
  </Svg>
);

export const StarPinIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m12 3 2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.3l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z" />
  </Svg>
);

export const UploadIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 16V4M7 9l5-5 5 5M4 20h16" />
  </Svg>
);
