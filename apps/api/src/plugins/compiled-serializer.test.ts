import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type SignedIn } from '../test/auth-helpers';
import { createOrder } from '../test/order-factory';
import { insertProducts, productRow, putOnFlashDeal } from '../test/product-factory';
import { createTestApp, secondInstance, type TestApp } from '../test/test-app';

// The same store twice on one database: answers written by zod (as in every other test) and by
// the serialiser compiled from the same schemas (as the server writes them).
let strict: TestApp;
let compiled: FastifyInstance;
let staff: SignedIn;
let shopper: SignedIn;
let productId: string;

beforeAll(async () => {
  strict = await createTestApp();
  compiled = await secondInstance(strict, {}, { serialiser: 'compiled' });
  const db = strict.database.db;
  const rows = await insertProducts(db, [
    productRow({ title: 'Hisense 43" Smart TV', category: 'Electronics', brand: 'Hisense' }),
    productRow({ title: 'Electric Kettle', category: 'Home & Garden', discount: 0, rating: 0 }),
    productRow({ title: 'Ankara Gown', category: 'Clothing', stock: 0 }),
  ]);
  productId = rows[0]!.id;
  await putOnFlashDeal(db, productId, { at: new Date(), salePrice: 900, dealStock: 5, position: 0 });
  staff = await signInAs(strict, 'superadmin');
  shopper = await signInAs(strict, 'customer');
  await createOrder(db, { userId: shopper.user.id, lines: [{ product: rows[1]!, quantity: 2 }] });
  await createOrder(db, { status: 'cancelled', paymentMethod: 'pay_on_delivery' });
});

afterAll(async () => {
  await compiled.close();
  await strict.close();
});

describe('answers written by the compiled serialiser', () => {
  it('are byte for byte what zod writes, for shoppers, signed-in customers and staff', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const asked: [string, Record<string, string>?][] = [
      ['/api/products'],
      ['/api/products?search=kettle'],
      [`/api/products/${productId}`],
      [`/api/products/${productId}/related`],
      ['/api/products/categories'],
      ['/api/products/brands'],
      ['/api/flashDeals'],
      [`/api/flashDeals/product/${productId}`],
      ['/api/health'],
      ['/api/auth/me', shopper.headers],
      ['/api/orders', shopper.headers],
      ['/api/admin/orders', staff.headers],
      ['/api/admin/customers', staff.headers],
      ['/api/admin/coupons', staff.headers],
      [`/api/admin/reports/summary?from=${today}&to=${today}`, staff.headers],
    ];
    for (const [url, headers] of asked) {
      const [a, b] = await Promise.all([
        strict.app.inject({ url, headers }),
        compiled.inject({ url, headers }),
      ]);
      expect(a.statusCode, url).toBe(200);
      expect(b.statusCode, url).toBe(200);
      // The server's clock, read by each instance a moment apart.
      const clockless = (body: string) => body.replace(/"serverTime":"[^"]*"/, '"serverTime":""');
      expect(clockless(b.body), url).toBe(clockless(a.body));
    }
  });
});
