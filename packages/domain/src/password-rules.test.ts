import { describe, expect, it } from 'vitest';
import { PASSWORD_LIMITS } from './password-limits';
import {
  isPersonalPassword,
  newPasswordProblem,
  PASSWORD_MESSAGES,
  passwordComparable,
} from './password-rules';

describe('the new-password rule (the browser part)', () => {
  it('asks for at least 10 characters and at most 128', () => {
    expect(PASSWORD_LIMITS).toEqual({ min: 10, max: 128 });
    expect(newPasswordProblem('Lagos-202')).toBe('Password must be at least 10 characters.');
    expect(newPasswordProblem('Lagos-2025')).toBeNull();
    expect(newPasswordProblem('x'.repeat(129))).toBe(PASSWORD_MESSAGES.tooLong);
  });

  it('refuses the email, its local part or the name inside the password, ignoring case and spaces', () => {
    const owner = { email: 'chiamaka.obi@example.com', name: 'Chiamaka Obi' };
    expect(newPasswordProblem('chiamaka.obi@example.com', owner)).toBe(
      'Your password must not contain your email or name.',
    );
    expect(newPasswordProblem('CHIAMAKA.OBI-2025', owner)).toBe(PASSWORD_MESSAGES.personal);
    expect(newPasswordProblem('chiamaka obi 99', owner)).toBe(PASSWORD_MESSAGES.personal);
    expect(newPasswordProblem('Chia-Maka-Rivers-9', owner)).toBeNull();
  });

  it('leaves short names alone: a 3-letter name may well appear by chance', () => {
    expect(isPersonalPassword('Canada-Geese-4', { name: 'Ada', email: 'ada@example.com' })).toBe(false);
    expect(isPersonalPassword('my name is tunde', { name: 'Tunde' })).toBe(true);
  });

  it('compares without case or spaces', () => {
    expect(passwordComparable(' Ngozi  Adeyemi ')).toBe('ngoziadeyemi');
  });
});
