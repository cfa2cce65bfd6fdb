import { describe, expect, it } from 'vitest';
import { CreateVoucherInput, UpdateVoucherInput } from './vouchers';

const problems = (input: unknown) => {
  const parsed = CreateVoucherInput.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('staff write a voucher', () => {
  it('a code typed with spaces and small letters is stored trimmed, in capitals', () => {
    const parsed = CreateVoucherInput.parse({
      code: ' easter25 ',
      type: 'percent',
      value: 25,
      minSubtotal: 0,
    });
    expect(parsed.code).toBe('EASTER25');
  });

  it('a code with anything but letters and digits is refused, naming the code', () => {
    expect(problems({ code: 'EASTER-25', type: 'percent', value: 25 })).toEqual([
      'code: code must be letters and digits only.',
    ]);
  });

  it('a percent runs from 1 to 100, a fixed amount is more than ₦0, free shipping has no value', () => {
    expect(problems({ code: 'P0', type: 'percent', value: 0 })).toContain(
      'value: value must be a percent from 1 to 100.',
    );
    expect(problems({ code: 'PCT', type: 'percent', value: 101 })).toContain(
      'value: value must be a percent from 1 to 100.',
    );
    expect(problems({ code: 'FIX', type: 'fixed', value: -5 })).toContain(
      'value: value must not be negative.',
    );
    expect(problems({ code: 'FIX', type: 'fixed', value: 0 })).toContain(
      'value: value must be more than ₦0 for a fixed voucher.',
    );
    expect(problems({ code: 'SHIP', type: 'freeShipping', value: 500 })).toContain(
      'value: value must be empty for a free-shipping voucher.',
    );
    expect(problems({ code: 'SHIP', type: 'freeShipping' })).toEqual([]);
  });

  it('a negative minimum, an end before the start and limits below 1 are refused, each naming its field', () => {
    expect(
      problems({
        code: 'BAD',
        type: 'fixed',
        value: 100,
        minSubtotal: -1,
        startsAt: '2026-12-10T09:00:00+01:00',
        endsAt: '2026-12-01T09:00:00+01:00',
        usageLimit: 0,
        perCustomerLimit: 0,
      }),
    ).toEqual([
      'minSubtotal: minSubtotal must not be negative.',
      'usageLimit: usageLimit must be at least 1.',
      'perCustomerLimit: perCustomerLimit must be at least 1.',
      'endsAt: endsAt must be after startsAt.',
    ]);
  });

  it('an edit may send one field, such as switching a voucher off', () => {
    expect(UpdateVoucherInput.parse({ active: false })).toEqual({ active: false });
  });
});
