import { describe, expect, it } from 'vitest';
import { ACCOUNT_FORM_MESSAGES, PasswordChangeForm, ProfileForm, SignInForm, SignUpForm } from './accounts';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('the sign-in form', () => {
  it('a staff member who leaves both fields empty is asked for each', () => {
    expect(issues(SignInForm.safeParse({ identifier: '', password: '' }))).toEqual({
      identifier: 'Enter your email or username.',
      password: 'Enter your password.',
    });
  });

  it('an identifier of spaces is empty; the password is sent exactly as typed', () => {
    expect(issues(SignInForm.safeParse({ identifier: '   ', password: ' ' }))).toEqual({
      identifier: ACCOUNT_FORM_MESSAGES.identifierMissing,
    });
    expect(SignInForm.parse({ identifier: '  ada@example.com ', password: ' pass word ' })).toEqual({
      identifier: 'ada@example.com',
      password: ' pass word ',
    });
  });
});

describe('the sign-up form', () => {
  const form = {
    name: ' Ada Obi ',
    email: ' ada@example.com ',
    password: 'secret123',
    confirmPassword: 'secret123',
  };

  it('a shopper with matching passwords sends email, password and name, trimmed', () => {
    expect(SignUpForm.parse(form)).toEqual({
      email: 'ada@example.com',
      password: 'secret123',
      name: 'Ada Obi',
    });
  });

  it('a shopper who leaves Full Name empty signs up without a name', () => {
    expect(SignUpForm.parse({ ...form, name: '   ' })).toEqual({
      email: 'ada@example.com',
      password: 'secret123',
    });
  });

  it("a shopper whose passwords differ sees 'Passwords do not match.' at the confirmation", () => {
    expect(issues(SignUpForm.safeParse({ ...form, confirmPassword: 'secret124' }))).toEqual({
      confirmPassword: 'Passwords do not match.',
    });
  });

  it('a short password is left for the server to refuse, in its own words', () => {
    expect(SignUpForm.safeParse({ ...form, password: 'short', confirmPassword: 'short' }).success).toBe(true);
  });
});

describe('the account settings forms', () => {
  it('take anything: the changes are simulated', () => {
    expect(ProfileForm.safeParse({ name: '', email: '', phone: '' }).success).toBe(true);
    expect(
      PasswordChangeForm.safeParse({ currentPassword: 'a', newPassword: 'b', confirmPassword: 'c' }).success,
    ).toBe(true);
  });
});
