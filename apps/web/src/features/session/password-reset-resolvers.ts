import { ForgotPasswordForm, ResetPasswordForm } from '@better-deals/domain';
import { zodResolver } from '@hookform/resolvers/zod';

/* The reset forms' checks: the domain's schemas with zod, loaded on demand (`lazyResolver`). */

export const forgotPasswordResolver = zodResolver(ForgotPasswordForm);

export const resetPasswordResolver = zodResolver(ResetPasswordForm);
