import { Icon, type IconProps } from '../../../components/ui/icons';

/** Icons only the cart page uses. Decorative. */
export const MinusIcon = (p: IconProps) => <Icon name="minus" {...p} />;
export const BookmarkIcon = (p: IconProps) => <Icon name="bookmark" {...p} />;
