import { describe, expect, it } from 'vitest';
import { lagosIso, nairaText } from './admin-orders.service';

describe('the orders CSV cells', () => {
  it('naira with two decimals, exact from kobo', () => {
    expect(nairaText(0)).toBe('0.00');
    expect(nairaText(5)).toBe('0.05');
    expect(nairaText(123_456_789)).toBe('1234567.89');
  });

  it('times on the Lagos clock', () => {
    expect(lagosIso(new Date('2026-03-09T23:30:00Z'))).toBe('2026-03-10T00:30:00+01:00');
  });
});
