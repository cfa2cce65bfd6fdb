import { describe, expect, it } from 'vitest';
import {
  ForgotPasswordForm,
  PASSWORD_RESET_MESSAGES,
  PasswordResetConfirmInput,
  PasswordResetRequestInput,
  ResetPasswordForm,
} from './password-reset';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('asking for a reset link', () => {
  it('the one answer tells nothing about whether the account exists', () => {
    expect(PASSWORD_RESET_MESSAGES.sent).toBe(
      'If an account exists for that email, we have sent a link to reset your password. It works once, for 30 minutes.',
    );
  });

  it('the email is looked up trimmed and in lower case', () => {
    expect(PasswordResetRequestInput.parse({ email: '  Ada@Example.COM ' })).toEqual({
      email: 'ada@example.com',
    });
  });

  it('a shopper who sends the form empty is asked for their email', () => {
    expect(issues(ForgotPasswordForm.safeParse({ email: '  ' }))).toEqual({
      email: 'Enter the email you signed up with.',
    });
    expect(issues(ForgotPasswordForm.safeParse({ email: 'ada' }))).toEqual({
      email: 'Enter a valid email address.',
    });
  });
});

describe('the reset page', () => {
  it('a new password shorter than 10 characters is refused before it is sent', () => {
    expect(issues(ResetPasswordForm.safeParse({ password: 'short', confirmPassword: 'short' }))).toEqual({
      password: 'Password must be at least 10 characters.',
    });
  });

  it('the two passwords must match', () => {
    expect(
      issues(ResetPasswordForm.safeParse({ password: 'Harmattan-2026', confirmPassword: 'Harmattan-2025' })),
    ).toEqual({ confirmPassword: 'Passwords do not match.' });
  });

  it('the server needs the token and a password of the allowed length', () => {
    expect(PasswordResetConfirmInput.safeParse({ token: '', password: 'Harmattan-2026' }).success).toBe(
      false,
    );
    expect(PasswordResetConfirmInput.safeParse({ token: 'abc', password: 'Harmattan-2026' }).success).toBe(
      true,
    );
  });
});
