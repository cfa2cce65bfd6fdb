import { describe, expect, it } from 'vitest';
import { ACCOUNT_FORM_MESSAGES, SignInForm, SignUpForm } from './accounts';

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
    password: 'Ikoyi-Lights-77',
    confirmPassword: 'Ikoyi-Lights-77',
  };

  it('a shopper with matching passwords sends email, password and name, trimmed', () => {
    expect(SignUpForm.parse(form)).toEqual({
      email: 'ada@example.com',
      password: 'Ikoyi-Lights-77',
      name: 'Ada Obi',
    });
  });

  it('a shopper who leaves Full Name empty signs up without a name', () => {
    expect(SignUpForm.parse({ ...form, name: '   ' })).toEqual({
      email: 'ada@example.com',
      password: 'Ikoyi-Lights-77',
    });
  });

  it("a shopper whose passwords differ sees 'Passwords do not match.' at the confirmation", () => {
    expect(issues(SignUpForm.safeParse({ ...form, confirmPassword: 'Ikoyi-Lights-78' }))).toEqual({
      confirmPassword: 'Passwords do not match.',
    });
  });

  it('a password under 10 characters, or made of the email or name, is refused at the password', () => {
    const check = (password: string) =>
      issues(SignUpForm.safeParse({ ...form, password, confirmPassword: password }));
    expect(check('Lagos-25')).toEqual({ password: 'Password must be at least 10 characters.' });
    expect(check('Ada Obi 2025!')).toEqual({
      password: 'Your password must not contain your email or name.',
    });
    expect(check('ada@example.com')).toEqual({
      password: 'Your password must not contain your email or name.',
    });
  });

  it('a common password is left for the server to refuse: the list never comes to the browser', () => {
    expect(
      SignUpForm.safeParse({ ...form, password: 'qwertyuiop', confirmPassword: 'qwertyuiop' }).success,
    ).toBe(true);
  });
});
