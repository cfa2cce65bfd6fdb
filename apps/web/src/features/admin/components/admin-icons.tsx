import { Icon, type IconProps } from '../../../components/ui/icons';

/** Icons only the admin screens use. Decorative. */
export const ArrowLeftIcon = (p: IconProps) => <Icon name="arrow-left" {...p} />;
export const StarPinIcon = (p: IconProps) => <Icon name="star-pin" {...p} />;
export const UploadIcon = (p: IconProps) => <Icon name="upload" {...p} />;
