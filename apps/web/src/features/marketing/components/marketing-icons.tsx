import { Icon, type IconProps } from '../../../components/ui/icons';

/** Icons only the home and about pages use. Decorative. */
export const TagIcon = (p: IconProps) => <Icon name="tag" {...p} />;
export const ReturnIcon = (p: IconProps) => <Icon name="return" {...p} />;
export const GiftIcon = (p: IconProps) => <Icon name="gift" {...p} />;
export const HeadsetIcon = (p: IconProps) => <Icon name="headset" {...p} />;
export const CompareIcon = (p: IconProps) => <Icon name="compare" {...p} />;
export const BagIcon = (p: IconProps) => <Icon name="bag" {...p} />;
export const SmileIcon = (p: IconProps) => <Icon name="smile" {...p} />;
export const PhoneDeviceIcon = (p: IconProps) => <Icon name="phone-device" {...p} />;
export const ShirtIcon = (p: IconProps) => <Icon name="shirt" {...p} />;
export const HomeGardenIcon = (p: IconProps) => <Icon name="home-garden" {...p} />;
export const BallIcon = (p: IconProps) => <Icon name="ball" {...p} />;
