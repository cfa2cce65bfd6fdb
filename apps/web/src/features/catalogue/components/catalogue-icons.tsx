import { Icon, type IconProps } from '../../../components/ui/icons';

/** Icons only the store page uses. Decorative. */
export const FilterIcon = (p: IconProps) => <Icon name="filter" {...p} />;
export const GridIcon = (p: IconProps) => <Icon name="grid" {...p} />;
export const ListIcon = (p: IconProps) => <Icon name="list" {...p} />;
