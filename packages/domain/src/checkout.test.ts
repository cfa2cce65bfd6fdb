import { describe, expect, it } from 'vitest';
import { PaymentInfoSchema, ShippingInfoSchema, type ShippingInfo } from './checkout';
import { CHECKOUT_MESSAGES, isPaymentInfoComplete, isShippingInfoComplete } from './checkout-rules';

const address: ShippingInfo = {
  fullName: 'Chiamaka Obi',
  addressLine1: '12 Admiralty Way',
  addressLine2: '',
  city: 'Lekki',
  state: 'Lagos',
  zipCode: '105102',
  country: 'Nigeria',
};
const card = { cardName: 'Chiamaka Obi', cardNumber: '4242 4242 4242 4242', expiryDate: '12/28', cvc: '123' };

/** The fields a parse refuses, each with its message. */
const refused = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('shipping information', () => {
  it('a complete address passes, address line 2 left empty, every field kept as typed', () => {
    const result = ShippingInfoSchema.safeParse({ ...address, fullName: ' Chiamaka Obi ' });
    expect(result.success).toBe(true);
    expect(result.data?.fullName).toBe(' Chiamaka Obi ');
  });

  it('a shopper who leaves the city as spaces is told to fill in the required shipping fields', () => {
    expect(refused(ShippingInfoSchema.safeParse({ ...address, city: '   ' }))).toEqual({
      city: 'Please fill in all required shipping fields.',
    });
  });

  it('a shopper who types another country is told, beside the field, that the store delivers within Nigeria only', () => {
    expect(refused(ShippingInfoSchema.safeParse({ ...address, country: 'Ghana' }))).toEqual({
      country: 'We deliver within Nigeria only.',
    });
    expect(ShippingInfoSchema.safeParse({ ...address, country: ' nigeria ' }).success).toBe(true);
    // Blank says only the step's one message.
    expect(refused(ShippingInfoSchema.safeParse({ ...address, country: '' }))).toEqual({
      country: 'Please fill in all required shipping fields.',
    });
  });

  it('an empty form names every required field, in the order the form shows them', () => {
    const empty = {
      ...address,
      fullName: '',
      addressLine1: '',
      city: '',
      state: '',
      zipCode: '',
      country: '',
    };
    expect(Object.keys(refused(ShippingInfoSchema.safeParse(empty)))).toEqual([
      'fullName',
      'addressLine1',
      'city',
      'state',
      'zipCode',
      'country',
    ]);
  });
});

describe('payment information', () => {
  it('a card with every field filled passes, with no format check', () => {
    expect(PaymentInfoSchema.safeParse({ ...card, cardNumber: '1' }).success).toBe(true);
  });

  it('a shopper who leaves the CVC blank is told to fill in the required payment fields', () => {
    expect(refused(PaymentInfoSchema.safeParse({ ...card, cvc: '' }))).toEqual({
      cvc: CHECKOUT_MESSAGES.paymentMissing,
    });
    expect(CHECKOUT_MESSAGES.paymentMissing).toBe('Please fill in all required payment fields.');
  });
});

describe('completeness without the schemas (the checkout page, while it draws)', () => {
  const blanks = ['', '   ', '\t'];

  it('an address is complete exactly when ShippingInfoSchema accepts it', () => {
    const cases: ShippingInfo[] = [
      address,
      { ...address, addressLine2: '  ' },
      { ...address, fullName: ' x ' },
      { ...address, country: 'Ghana' },
      { ...address, country: 'NIGERIA' },
    ];
    for (const field of Object.keys(address) as (keyof ShippingInfo)[])
      for (const blank of blanks) cases.push({ ...address, [field]: blank });
    for (const info of cases)
      expect(isShippingInfoComplete(info), JSON.stringify(info)).toBe(
        ShippingInfoSchema.safeParse(info).success,
      );
  });

  it('a card is complete exactly when PaymentInfoSchema accepts it', () => {
    const cases = [card, { ...card, cardNumber: '1' }];
    for (const field of Object.keys(card) as (keyof typeof card)[])
      for (const blank of blanks) cases.push({ ...card, [field]: blank });
    for (const info of cases)
      expect(isPaymentInfoComplete(info), JSON.stringify(info)).toBe(
        PaymentInfoSchema.safeParse(info).success,
      );
  });
});
