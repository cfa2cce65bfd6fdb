import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { STRICT_TRANSPORT_SECURITY } from './security-headers';

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

describe('Strict-Transport-Security', () => {
  let proxied: TestApp;

  beforeAll(async () => {
    proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });

  afterAll(async () => {
    await proxied.close();
  });

  const overHttps = { 'x-forwarded-proto': 'https' };

  it('behind a trusted proxy that ended HTTPS, browsers are told to use HTTPS only, for a year', async () => {
    expect(STRICT_TRANSPORT_SECURITY).toBe('max-age=31536000; includeSubDomains');
    // Computed, computed again and kept, from memory, and an error: every answer over HTTPS says so.
    const list = '/api/products?limit=2&hsts=1';
    for (const url of [list, list, list, '/api/nothing-here']) {
      const { headers } = await proxied.app.inject({ method: 'GET', url, headers: overHttps });
      expect(headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('plain HTTP never carries it, not even an answer from memory first made over HTTPS', async () => {
    const url = '/api/products?limit=2&hsts=2';
    // Asked twice over HTTPS: the answer is kept, and plain HTTP is answered from memory.
    for (let i = 0; i < 2; i++) await proxied.app.inject({ method: 'GET', url, headers: overHttps });
    for (const headers of [{}, { 'x-forwarded-proto': 'http' }]) {
      const res = await proxied.app.inject({ method: 'GET', url, headers });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('without TRUST_PROXY a client claiming HTTPS in X-Forwarded-Proto is not believed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: overHttps });
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
