import { SignInForm, SignUpForm } from '@better-deals/domain';
import { zodResolver } from '@hookform/resolvers/zod';

/*
 * The sign-in and sign-up forms' checks: the domain's schemas with zod. Loaded on demand
 * (`lazyResolver`), so zod is not part of the sign-in page's first download.
 */

export const signInResolver = zodResolver(SignInForm);

export const signUpResolver = zodResolver(SignUpForm);
