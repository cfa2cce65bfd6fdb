import { z } from 'zod';
import { ACCOUNT_FORM_MESSAGES, EmailField } from './accounts';
import { PASSWORD_LIMITS } from './password-limits';
import { newPasswordProblem, PASSWORD_MESSAGES } from './password-rules';

/** How long a password reset link works, once. */
export const PASSWORD_RESET_LINK_MINUTES = 30;

/** What the reset flow says, in one place for the server and the browser. */
export const PASSWORD_RESET_MESSAGES = {
  /** The one answer to every request, whether or not the email has an account. */
  sent: `If an account exists for that email, we have sent a link to reset your password. It works once, for ${PASSWORD_RESET_LINK_MINUTES} minutes.`,
  linkInvalid: 'This link has expired or was already used. Ask for a new one.',
  linkMissing: 'This page needs the link from your email. Ask for a new one.',
  emailMissing: 'Enter the email you signed up with.',
  reset: 'Your password has been changed and you are signed in.',
} as const;

/** POST /auth/password-reset: where to send a link. */
export const PasswordResetRequestInput = z.object({ email: EmailField });
export type PasswordResetRequestInput = z.infer<typeof PasswordResetRequestInput>;

/** POST /auth/password-reset/confirm: the link's token and the new password. */
export const PasswordResetConfirmInput = z.object({
  token: z
    .string({ error: 'token is required.' })
    .min(1, { error: 'token is required.' })
    .max(200, { error: 'token must be at most 200 characters.' }),
  password: z
    .string({ error: 'password is required.' })
    .min(PASSWORD_LIMITS.min, { error: PASSWORD_MESSAGES.tooShort })
    .max(PASSWORD_LIMITS.max, { error: PASSWORD_MESSAGES.tooLong }),
});
export type PasswordResetConfirmInput = z.infer<typeof PasswordResetConfirmInput>;

/** The "Forgot password?" form: an email, trimmed. */
export const ForgotPasswordForm = z.object({
  email: z
    .string({ error: PASSWORD_RESET_MESSAGES.emailMissing })
    .trim()
    .min(1, { error: PASSWORD_RESET_MESSAGES.emailMissing })
    .pipe(z.email({ error: 'Enter a valid email address.' })),
});
export type ForgotPasswordForm = z.input<typeof ForgotPasswordForm>;

/**
 * The reset page's form: the password rule's browser part (length; the owner is not known here,
 * so the email and name checks are the server's) and the two passwords matching.
 */
export const ResetPasswordForm = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine((form, ctx) => {
    const problem = newPasswordProblem(form.password);
    if (problem !== null) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: ACCOUNT_FORM_MESSAGES.passwordsDiffer,
  });
export type ResetPasswordForm = z.input<typeof ResetPasswordForm>;
