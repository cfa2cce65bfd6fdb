import { describe, expect, it } from 'vitest';
import {
  emptyVoucherForm,
  fromLagosInput,
  toLagosInput,
  voucherFieldError,
  voucherInputFrom,
  voucherNumberProblem,
} from './voucher-form';

describe('the Vouchers form', () => {
  it('times are typed and shown in Lagos time', () => {
    expect(fromLagosInput('2026-12-24T18:30')).toBe('2026-12-24T18:30:00+01:00');
    expect(toLagosInput('2026-12-24T17:30:00.000Z')).toBe('2026-12-24T18:30');
    expect(fromLagosInput('')).toBeNull();
  });

  it('a free-shipping voucher sends no value; empty limits mean no limit', () => {
    expect(
      voucherInputFrom({ ...emptyVoucherForm, code: 'SHIPIT', type: 'freeShipping', value: '5' }),
    ).toEqual({
      code: 'SHIPIT',
      type: 'freeShipping',
      minSubtotal: 0,
      description: '',
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      perCustomerLimit: null,
      active: true,
    });
  });

  it("the server's refusal goes beside the field it names", () => {
    expect(voucherFieldError('value must not be negative.')).toEqual({
      field: 'value',
      message: 'Value must not be negative.',
    });
    expect(voucherFieldError('code: a voucher with the code SAVE10 already exists.')).toEqual({
      field: 'code',
      message: 'A voucher with the code SAVE10 already exists.',
    });
    expect(voucherFieldError('endsAt must be after startsAt.').field).toBe('endsAt');
    expect(voucherFieldError('Too many requests.').field).toBeNull();
  });

  it('a limit typed as words is named before anything is sent, never taken as no limit', () => {
    expect(voucherNumberProblem({ ...emptyVoucherForm, value: '10', usageLimit: 'ten' })).toEqual({
      field: 'usageLimit',
      message: 'Total uses must be a number.',
    });
    expect(voucherNumberProblem({ ...emptyVoucherForm, value: '10', usageLimit: '' })).toBeNull();
  });
});
