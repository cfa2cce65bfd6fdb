import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('security headers', () => {
  const answers = {
    'a product list, computed': '/api/products?limit=3&headers=1',
    'the same list, computed again and kept': '/api/products?limit=3&headers=1',
    'the same list, from memory': '/api/products?limit=3&headers=1',
    'a bad request': '/api/products?page=0',
    'an unknown product': '/api/products/00000000-0000-4000-8000-000000000000',
    'an unknown address': '/api/nothing-here',
    'the health check': '/api/health',
  };

  it('are on every answer a browser gets, whether computed, from memory or an error', async () => {
    for (const [what, url] of Object.entries(answers)) {
      const { headers } = await t.app.inject({ method: 'GET', url });
      expect(headers['content-security-policy'], what).toBe(
        "default-src 'self';base-uri 'self';connect-src 'self';font-src 'self' data:;form-action 'self';" +
          "frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self';" +
          "script-src-attr 'none';style-src 'self' 'unsafe-inline'",
      );
      expect(headers['x-content-type-options'], what).toBe('nosniff');
      expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
      expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-resource-policy'], what).toBe('same-origin');
      expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
      expect(headers['strict-transport-security'], what).toBeUndefined();
    }
  });
});
