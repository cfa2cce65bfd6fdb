import { describe, expect, it } from 'vitest';
import { orderStatusTone } from './order-status-badge';

describe('order status badges, for shoppers and staff alike', () => {
  it('Delivered is green, Shipped blue, Processing yellow', () => {
    expect(orderStatusTone('delivered')).toBe('delivered');
    expect(orderStatusTone('shipped')).toBe('shipped');
    expect(orderStatusTone('processing')).toBe('processing');
  });

  it('any other status (awaiting payment, paid, cancelled, returned) is grey', () => {
    for (const status of ['pending_payment', 'paid', 'cancelled', 'returned'] as const) {
      expect(orderStatusTone(status)).toBe('other');
    }
  });
});
