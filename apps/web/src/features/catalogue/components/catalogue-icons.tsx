import type { SVGProps } from 'react';
import { Svg } from '../../../components/ui/icons';

/** Icons only the store page uses (kept here, so other pages never load them). Decorative. */
type IconProps = SVGProps<SVGSVGElement>;

export const FilterIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </Svg>
);

export const GridIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="3" width="7" height="7" rx="1" />
    <rect x="3" y="14" width="7" height="7" rx="1" />
    <rect x="14" y="14" width="7" height="7" rx="1" />
  </Svg>
);

export const ListIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9 6h12M9 12h12M9 18h12" />
    <rect x="3" y="4.5" width="3" height="3" rx=".5" />
    <rect x="3" y="10.5" width="3" height="3" rx=".5" />
    <rect x="3" y="16.5" width="3" height="3" rx=".5" />
  </Svg>
);
