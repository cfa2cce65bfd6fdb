import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ProfileForm, UpdateProfileInput } from './account-settings';
import { CreateStaffInput, RegisterInput, UpdateStaffInput } from './accounts';
import { AddressInput } from './addresses';
import { hasControlCharacter, noControlCharacters } from './control-characters';
import { OrderAddressInput } from './orders';

const ESC = '\u001B';
const BEL = '\u0007';

/** Each refused field's path and message. */
const problems = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('control characters in names', () => {
  it('ESC, BEL, NUL, tab, line breaks, DEL and the C1 controls are control characters', () => {
    for (const c of [
      ESC,
      BEL,
      '\u0000',
      '\t',
      '\n',
      '\r',
      '\u001F',
      '\u007F',
      '\u0085',
      '\u009B',
      '\u009F',
    ]) {
      expect(hasControlCharacter(`Ada${c}Obi`), JSON.stringify(c)).toBe(true);
    }
  });

  it('letters of any script, accents, spaces and punctuation are not', () => {
    for (const text of [
      'Ada Obi',
      'Chukwuemeka Ọ̀kọ́',
      "O'Neil-Adébáyọ̀, Jr.",
      'Zainab (Kano)',
      '北京',
      '',
      ' ',
    ]) {
      expect(hasControlCharacter(text), text).toBe(false);
    }
    // The first letters past the C1 block: a no-break space and Latin-1 letters.
    expect(hasControlCharacter('\u00A0\u00C0\u00FF')).toBe(false);
  });

  it('the check names the field it refuses', () => {
    const city = z.string().trim().check(noControlCharacters('city'));
    expect(problems(city, `Ikeja${ESC}[2J`)).toEqual([': city must not contain control characters.']);
    expect(city.parse('  Ikeja  ')).toBe('Ikeja');
  });
});

describe('every name a person gives refuses control characters, naming the field', () => {
  const shipping = {
    fullName: 'Ada Obi',
    addressLine1: '12 Allen Avenue',
    addressLine2: 'Flat 3',
    city: 'Ikeja',
    state: 'Lagos',
    zipCode: '100271',
    country: 'Nigeria',
  };

  it('an order’s delivery address: full name, both address lines and the city', () => {
    expect(OrderAddressInput.safeParse(shipping).success).toBe(true);
    for (const field of ['fullName', 'addressLine1', 'addressLine2', 'city'] as const) {
      expect(problems(OrderAddressInput, { ...shipping, [field]: `Ada${ESC}]0;pwned${BEL}` })).toEqual([
        `${field}: ${field} must not contain control characters.`,
      ]);
    }
    expect(problems(OrderAddressInput, { ...shipping, fullName: 'Ada\nObi' })).toEqual([
      'fullName: fullName must not contain control characters.',
    ]);
  });

  it('an address-book entry: full name, LGA, city, street and landmark', () => {
    const lekki = {
      fullName: 'Chiamaka Obi',
      phone: '0803 123 4567',
      state: 'Lagos',
      lga: 'Eti-Osa',
      city: 'Lekki Phase 1',
      street: '12 Admiralty Way',
      landmark: 'Opposite the filling station',
    };
    expect(AddressInput.safeParse(lekki).success).toBe(true);
    for (const field of ['fullName', 'city', 'street', 'landmark'] as const) {
      expect(problems(AddressInput, { ...lekki, [field]: `Lekki${BEL}` })).toEqual([
        `${field}: ${field} must not contain control characters.`,
      ]);
    }
    expect(problems(AddressInput, { ...lekki, lga: `Eti-Osa${ESC}` })).toContain(
      'lga: lga must not contain control characters.',
    );
  });

  it('the profile name, in the form and the API', () => {
    for (const schema of [ProfileForm, UpdateProfileInput]) {
      expect(problems(schema, { name: `Ada${ESC}[31m`, phone: '' })).toEqual([
        'name: Name must not contain control characters.',
      ]);
    }
    expect(UpdateProfileInput.parse({ name: ' Ada Obi ' })).toEqual({ name: 'Ada Obi' });
  });

  it('the name given at sign-up, and a staff member’s', () => {
    const account = { email: 'ada@example.com', password: 'a long enough passphrase', name: `Ada${BEL}` };
    expect(problems(RegisterInput, account)).toEqual(['name: name must not contain control characters.']);
    expect(problems(CreateStaffInput, { ...account, username: 'ada.obi' })).toEqual([
      'name: name must not contain control characters.',
    ]);
    expect(problems(UpdateStaffInput, { name: `Ada${ESC}` })).toEqual([
      'name: name must not contain control characters.',
    ]);
    expect(RegisterInput.parse({ ...account, name: 'Ada Obi' }).name).toBe('Ada Obi');
  });
});
