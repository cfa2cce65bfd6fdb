import { PasswordChangeForm, ProfileForm } from '@better-deals/domain';
import { zodResolver } from '@hookform/resolvers/zod';

/*
 * The account settings forms' checks: the domain's schemas with zod. Loaded on demand
 * (`lazyResolver`), so zod is not part of the account page's first download.
 */

export const profileResolver = zodResolver(ProfileForm);

export const passwordChangeResolver = zodResolver(PasswordChangeForm);
