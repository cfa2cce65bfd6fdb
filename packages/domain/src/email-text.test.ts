import { describe, expect, it } from 'vitest';
import { emailGreeting, isPlainShopperText, safeGreetingName } from './email-text';

describe('the name a store email greets a shopper by', () => {
  it('is the name they gave, trimmed, when it is a name', () => {
    expect(safeGreetingName('  Ada Obi ')).toBe('Ada Obi');
    expect(safeGreetingName('Chukwuemeka Okafor-Adebayo')).toBe('Chukwuemeka Okafor-Adebayo');
    expect(safeGreetingName("Ngozi O'Neil")).toBe("Ngozi O'Neil");
    expect(safeGreetingName('J. R. Tolkien')).toBe('J. R. Tolkien');
    expect(safeGreetingName('Adéọlá Ọ̀ṣun')).toBe('Adéọlá Ọ̀ṣun');
  });

  it('is none for a name that carries a link, however it is written', () => {
    for (const name of [
      'Your account is locked, visit http://evil.test/verify',
      'see https://evil.test',
      'hxxp://evil.test',
      'go to www.evil-site.com now',
      'visit evil.test/verify',
      'evil.test',
      'Pay at EVIL.COM',
      'visit betterdeals-verify.ng?x=1',
      'ftp://files',
    ]) {
      expect(safeGreetingName(name), name).toBeNull();
    }
  });

  it('is none for a name holding an email address or a phone number', () => {
    expect(safeGreetingName('write to help@evil.test')).toBeNull();
    expect(safeGreetingName('ada@')).toBeNull();
    expect(safeGreetingName('Call 0803 123 4567 now')).toBeNull();
  });

  it('is none for a name with control or hidden characters', () => {
    expect(safeGreetingName('Ada\nYour account is locked')).toBeNull();
    expect(safeGreetingName('Ada\r\nBcc: x')).toBeNull();
    expect(safeGreetingName('Ada\u0000')).toBeNull();
    expect(safeGreetingName('Ada\u202eObi')).toBeNull(); // right-to-left override
    expect(safeGreetingName('A\u200bda')).toBeNull(); // zero-width space
    expect(safeGreetingName('Ada\u0085')).toBeNull(); // next line (C1)
  });

  it('is none for an empty name', () => {
    expect(safeGreetingName('')).toBeNull();
    expect(safeGreetingName('   ')).toBeNull();
    expect(safeGreetingName(null)).toBeNull();
    expect(safeGreetingName(undefined)).toBeNull();
  });

  it('greets by name, or generically when the name is not safe to repeat', () => {
    expect(emailGreeting('Ada Obi')).toBe('Hello Ada Obi,');
    expect(emailGreeting('Your account is locked, visit http://evil.test/verify')).toBe('Hello,');
    expect(emailGreeting(null)).toBe('Hello,');
  });
});

describe('shopper text that may be repeated in an email', () => {
  it('is an ordinary address line', () => {
    for (const line of ['12 Allen Avenue', 'Flat 3, Blk. C', 'No. 5, Off Admiralty Way', 'Lekki Phase 1']) {
      expect(isPlainShopperText(line), line).toBe(true);
    }
  });

  it('is not a line with a link or hidden characters', () => {
    expect(isPlainShopperText('Verify at http://evil.test')).toBe(false);
    expect(isPlainShopperText('evil.test/verify')).toBe(false);
    expect(isPlainShopperText('12 Allen\u0007 Avenue')).toBe(false);
    expect(isPlainShopperText('12 Allen\u2066Avenue')).toBe(false);
  });
});
