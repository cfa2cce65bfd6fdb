import { describe, expect, it } from 'vitest';
import { greetingName } from './account-greeting';

describe('the overview greeting', () => {
  it('a customer who signed up with a name is greeted by it', () => {
    expect(greetingName({ name: 'Ada Okafor', email: 'ada@example.com' })).toBe('Ada Okafor');
  });

  it('a customer who gave no name is greeted by their email', () => {
    expect(greetingName({ name: null, email: 'tunde@example.com' })).toBe('tunde@example.com');
    expect(greetingName({ name: '   ', email: 'tunde@example.com' })).toBe('tunde@example.com');
  });

  it("a customer whose details have not arrived is greeted as 'Better Customer'", () => {
    expect(greetingName(null)).toBe('Better Customer');
    expect(greetingName({ name: '', email: '' })).toBe('Better Customer');
  });

  it('stray spaces around a name are not shown', () => {
    expect(greetingName({ name: '  Chidi ', email: 'c@example.com' })).toBe('Chidi');
  });
});
