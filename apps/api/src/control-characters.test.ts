import { randomUUID } from 'node:crypto';
import type { AccountProfile, Address } from '@better-deals/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, users } from './db/schema/index';
import { signInAs, type SignedIn } from './test/auth-helpers';
import { insertProducts, productRow } from './test/product-factory';
import { createTestApp, type TestApp } from './test/test-app';

/*
 * A name a person gives (theirs on an order, an address-book entry, the profile, sign-up) is one
 * line of printable text: ESC, BEL and the other control characters are refused with a 400 that
 * names the field, and nothing is stored.
 */

const ESC = '\u001B';
const BEL = '\u0007';

let t: TestApp;
let shopper: SignedIn;

interface Body<T = unknown> {
  success: boolean;
  message: string;
  data: T;
}

beforeAll(async () => {
  t = await createTestApp();
  shopper = await signInAs(t, 'customer', { name: 'Ada Obi' });
});

afterAll(async () => {
  await t.close();
});

describe('names with control characters are refused, naming the field', () => {
  it('an order whose delivery name holds ESC is refused with 400 naming fullName, and nothing is ordered', async () => {
    const [product] = await insertProducts(t.database.db, [productRow({ price: 4000, stock: 5 })]);
    if (!product) throw new Error('no product');
    const email = `esc.${randomUUID()}@example.com`;
    const shipping = {
      fullName: `Ada${ESC}]0;owned${BEL}`,
      addressLine1: '12 Allen Avenue',
      city: 'Ikeja',
      state: 'Lagos',
      zipCode: '100271',
      country: 'Nigeria',
    };
    const place = (address: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { 'idempotency-key': randomUUID() },
        payload: {
          items: [{ productId: product.id, quantity: 1 }],
          email,
          phone: '0803 123 4567',
          shipping: address,
          paymentMethod: 'pay_on_delivery',
        },
      });

    const res = await place(shipping);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<Body>()).toMatchObject({ success: false });
    expect(res.json<Body>().message).toMatch(/fullName must not contain control characters\.$/);
    for (const [field, value] of [
      ['addressLine1', `12 Allen${BEL} Avenue`],
      ['addressLine2', 'Flat 3\nFloor 2'],
      ['city', `Ikeja${ESC}[2J`],
    ] as const) {
      const other = await place({ ...shipping, fullName: 'Ada Obi', [field]: value });
      expect(other.statusCode, field).toBe(400);
      expect(other.json<Body>().message).toMatch(
        new RegExp(`${field} must not contain control characters\\.$`),
      );
    }
    expect(await t.database.db.select().from(orders).where(eq(orders.email, email))).toEqual([]);
    const [after] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(after?.stock).toBe(5);
  });

  it('an address-book entry with BEL in its street is refused, added or changed, and the book is unchanged', async () => {
    const lekki = {
      fullName: 'Chiamaka Obi',
      phone: '0803 123 4567',
      state: 'Lagos',
      lga: 'Eti-Osa',
      city: 'Lekki Phase 1',
      street: '12 Admiralty Way',
    };
    const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers: shopper.headers, payload });

    const added = await send('POST', '/api/account/addresses', {
      ...lekki,
      street: `12 Admiralty${BEL} Way`,
    });
    expect(added.statusCode, added.body).toBe(400);
    expect(added.json<Body>().message).toBe('street must not contain control characters.');

    const ok = await send('POST', '/api/account/addresses', lekki);
    expect(ok.statusCode, ok.body).toBe(201);
    const saved = ok.json<Body<Address>>().data;
    const changed = await send('PUT', `/api/account/addresses/${saved._id}`, {
      ...lekki,
      fullName: `Chiamaka${ESC}[8m Obi`,
    });
    expect(changed.statusCode, changed.body).toBe(400);
    expect(changed.json<Body>().message).toBe('fullName must not contain control characters.');

    const book = await t.app.inject({
      method: 'GET',
      url: '/api/account/addresses',
      headers: shopper.headers,
    });
    expect(book.json<Body<Address[]>>().data.map((a) => [a.fullName, a.street])).toEqual([
      ['Chiamaka Obi', '12 Admiralty Way'],
    ]);
  });

  it('a profile name with ESC is refused with 400 naming the name, and the name is kept', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      headers: shopper.headers,
      payload: { name: `Ada${ESC}[2J` },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<Body>().message).toBe('Name must not contain control characters.');
    const profile = await t.app.inject({ method: 'GET', url: '/api/account', headers: shopper.headers });
    expect(profile.json<Body<AccountProfile>>().data.name).toBe('Ada Obi');
  });

  it('signing up with BEL in the name is refused with 400 naming the name, and no account is made', async () => {
    const email = `bel.${randomUUID()}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'a long enough passphrase', name: `Ada${BEL}` },
      remoteAddress: '10.9.0.1',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<Body>().message).toBe('name must not contain control characters.');
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});
