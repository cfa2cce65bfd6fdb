import { Icon, type IconProps } from '../../../components/ui/icons';

/** Icons only the contact and help pages use. Decorative. */
export const MapPinIcon = (p: IconProps) => <Icon name="map-pin" {...p} />;
export const PhoneIcon = (p: IconProps) => <Icon name="phone" {...p} />;
export const MailIcon = (p: IconProps) => <Icon name="mail" {...p} />;
export const ClockIcon = (p: IconProps) => <Icon name="clock" {...p} />;
export const QuestionIcon = (p: IconProps) => <Icon name="question" {...p} />;
export const BookIcon = (p: IconProps) => <Icon name="book" {...p} />;
