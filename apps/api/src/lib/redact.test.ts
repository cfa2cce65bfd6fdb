import { describe, expect, it } from 'vitest';
import { maskEmail, redactText, redactUrl } from './redact';

describe('what the log shows of an address asked for', () => {
  it('masks the values of secret and personal query keys, keeping the rest', () => {
    expect(redactUrl('/reset-password?token=abc123_-x')).toBe('/reset-password?token=[redacted]');
    expect(redactUrl('/api/orders/BD-7K4M2Q?email=ada%40example.com')).toBe(
      '/api/orders/BD-7K4M2Q?email=[redacted]',
    );
    expect(redactUrl('/orders/lookup?number=BD-7K4M2Q&email=ada@example.com')).toBe(
      '/orders/lookup?number=BD-7K4M2Q&email=[redacted]',
    );
    expect(redactUrl('/checkout/complete?trxref=BD-1&reference=BD-1')).toBe(
      '/checkout/complete?trxref=[redacted]&reference=[redacted]',
    );
    expect(redactUrl('/x?Reset_Token=1&customerEmail=2&code=3&password=4&phone=5')).toBe(
      '/x?Reset_Token=[redacted]&customerEmail=[redacted]&code=[redacted]&password=[redacted]&phone=[redacted]',
    );
    expect(redactUrl('/api/products?category=phones&page=2&sort=price-low')).toBe(
      '/api/products?category=phones&page=2&sort=price-low',
    );
  });

  it('leaves an address without a query, or with a bare flag, as it is', () => {
    expect(redactUrl('/api/health')).toBe('/api/health');
    expect(redactUrl('/x?token')).toBe('/x?token');
    expect(redactUrl('/x?token=1#top')).toBe('/x?token=[redacted]#top');
  });

  it('finds a key written with escapes', () => {
    expect(redactUrl('/x?%74oken=1')).toBe('/x?%74oken=[redacted]');
  });
});

describe('what the log shows of an email address', () => {
  it('keeps the first character and the domain', () => {
    expect(maskEmail('ada.obi@example.com')).toBe('a***@example.com');
    expect(maskEmail('not an email')).toBe('[redacted]');
  });

  it('masks every address and link secret in a message body', () => {
    const body = [
      'Hello,',
      'Open https://shop.test/reset-password?token=Zx9_abc-123 to choose a password.',
      'Written to ada.obi@example.com. Follow https://shop.test/orders/lookup?number=BD-1&email=ada.obi@example.com',
    ].join('\n');
    const shown = redactText(body);
    expect(shown).not.toContain('Zx9_abc-123');
    expect(shown).not.toContain('ada.obi@');
    expect(shown).toContain('https://shop.test/reset-password?token=[redacted] to choose');
    expect(shown).toContain('Written to a***@example.com.');
    expect(shown).toContain('/orders/lookup?number=BD-1&email=[redacted]');
  });
});
