import { describe, expect, it } from 'vitest';
import {
  formatCardNumberInput,
  formatCvcInput,
  formatExpiryInput,
  lastFourDigits,
  maskCardNumber,
} from './card-details';

describe('card details', () => {
  it('only the last 4 digits of the card show in the review', () => {
    expect(maskCardNumber('4242 4242 4242 1881')).toBe('•••• 1881');
    expect(maskCardNumber('5399838383838381')).toBe('•••• 8381');
    expect(maskCardNumber('5399838383838381')).not.toContain('5399');
  });

  it('a short or empty number shows what little there is, never more', () => {
    expect(lastFourDigits('12')).toBe('12');
    expect(maskCardNumber('')).toBe('••••');
  });

  it('a card number is grouped in fours as it is typed, and fits the 19-character field', () => {
    expect(formatCardNumberInput('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumberInput('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumberInput('42424242424242429999')).toHaveLength(19);
  });

  it('an expiry date is written MM/YY, and can be erased back through the slash', () => {
    expect(formatExpiryInput('1228')).toBe('12/28');
    expect(formatExpiryInput('12/28')).toBe('12/28');
    expect(formatExpiryInput('12/')).toBe('12');
    expect(formatExpiryInput('1')).toBe('1');
  });

  it('a CVC keeps at most four digits', () => {
    expect(formatCvcInput('12a34 5')).toBe('1234');
  });
});
