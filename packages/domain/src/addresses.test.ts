import { describe, expect, it } from 'vitest';
import { defaultAddress, localPhone, type Address } from './address-book';
import { AddressInput } from './addresses';

const lekki = {
  fullName: 'Chiamaka Obi',
  phone: '0803 123 4567',
  state: 'lagos',
  lga: 'eti-osa',
  city: 'Lekki Phase 1',
  street: '12 Admiralty Way',
  landmark: '',
  postalCode: '',
};

const messages = (input: unknown) => {
  const result = AddressInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('an address for the address book', () => {
  it('comes out tidy: E.164 phone, the lists’ spelling of state and LGA, blanks as null', () => {
    expect(AddressInput.parse(lekki)).toEqual({
      fullName: 'Chiamaka Obi',
      phone: '+2348031234567',
      state: 'Lagos',
      lga: 'Eti-Osa',
      city: 'Lekki Phase 1',
      street: '12 Admiralty Way',
      landmark: null,
      postalCode: null,
    });
    expect(AddressInput.parse({ ...lekki, state: 'FCT', lga: 'Bwari', postalCode: '900001' })).toMatchObject({
      state: 'Federal Capital Territory',
      lga: 'Bwari',
      postalCode: '900001',
    });
  });

  it('refuses an LGA of another state, naming the state', () => {
    expect(messages({ ...lekki, lga: 'Ibadan North' })).toEqual([
      'lga: lga must be a local government area of Lagos.',
    ]);
  });

  it('says what is wrong with each field at once, the LGA among them', () => {
    expect(messages({ ...lekki, phone: '12345', lga: 'Kano Municipal', postalCode: '1000' })).toEqual([
      'phone: phone must be a Nigerian phone number, like 0803 123 4567.',
      'postalCode: postalCode must be 6 digits, like 100001.',
      'lga: lga must be a local government area of Lagos.',
    ]);
  });

  it('needs a name, phone, state, LGA, city and street', () => {
    expect(
      messages({ fullName: ' ', phone: '', state: '', lga: '', city: '', street: '' }).map(
        (m) => m.split(':')[0],
      ),
    ).toEqual(['fullName', 'phone', 'state', 'lga', 'city', 'street']);
    expect(messages({ ...lekki, state: 'Atlantis' })).toEqual([
      'state: state must be one of Nigeria’s 36 states or the FCT.',
    ]);
    expect(messages(null)).toHaveLength(1);
  });
});

describe('reading addresses back', () => {
  const address = (id: string, isDefault: boolean): Address => ({
    _id: id,
    fullName: 'A',
    phone: '+2348031234567',
    state: 'Lagos',
    lga: 'Ikeja',
    city: 'Ikeja',
    street: '1 Allen Avenue',
    landmark: null,
    postalCode: null,
    isDefault,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });

  it('starts from the default, else the first', () => {
    expect(defaultAddress([address('a', false), address('b', true)])?._id).toBe('b');
    expect(defaultAddress([address('a', false)])?._id).toBe('a');
    expect(defaultAddress([])).toBeUndefined();
  });

  it('writes a phone the Nigerian way', () => {
    expect(localPhone('+2348031234567')).toBe('0803 123 4567');
    expect(localPhone('+44 20 7946 0000')).toBe('+44 20 7946 0000');
  });
});
