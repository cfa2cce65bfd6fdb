import type { Product } from '@better-deals/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/auth-helpers';
import { productFields } from '../../test/multipart';
import type { TestApp } from '../../test/test-app';
import { openProductAdmin, productWriteHelpers } from './products-test-helpers';

let t: TestApp;
let admin: Record<string, string>;
let png: Buffer;
let jpeg: Buffer;
const { send, create } = productWriteHelpers(() => ({ t, admin, png, jpeg }));

beforeAll(async () => {
  ({ t, admin, png, jpeg } = await openProductAdmin());
});

afterAll(async () => {
  await t.close();
});

describe('only staff may write to the catalogue', () => {
  it('anonymous 401, customer 403, disabled admin 401, admin and super admin succeed, for create, edit and delete', async () => {
    const customer = (await signInAs(t, 'customer')).headers;
    const superadmin = (await signInAs(t, 'superadmin')).headers;
    const disabled = (await signInAs(t, 'admin', { disabled: true })).headers;
    const target = await create({ sku: 'MATRIX-1' });

    for (const [who, headers, status] of [
      ['anonymous', {}, 401],
      ['customer', customer, 403],
      ['disabled admin', disabled, 401],
    ] as const) {
      expect((await send('POST', '/api/products', headers, productFields())).statusCode, who).toBe(status);
      expect(
        (await send('PUT', `/api/products/${target._id}`, headers, productFields({ version: '1' })))
          .statusCode,
        who,
      ).toBe(status);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/products/${target._id}`, headers })).statusCode,
        who,
      ).toBe(status);
    }
    for (const headers of [admin, superadmin]) {
      const made = await send('POST', '/api/products', headers, productFields());
      expect(made.statusCode).toBe(201);
      const p = made.json<{ data: Product }>().data;
      expect(
        (await send('PUT', `/api/products/${p._id}`, headers, productFields({ version: '1', images: '[]' })))
          .statusCode,
      ).toBe(200);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/products/${p._id}`, headers })).statusCode,
      ).toBe(200);
    }
  });
});

describe('staff list every status; shoppers never do', () => {
  it('status=all, draft and archived with a staff token, searchable by SKU; anonymous sees active only', async () => {
    const draft = await create({ status: 'draft', sku: 'DRAFT-777', title: 'Hidden Draft Kettle' });
    await create({ status: 'archived', sku: 'ARCH-777', title: 'Old Archived Kettle' });

    const staffDraft = await t.app.inject({
      method: 'GET',
      url: '/api/products?status=draft&limit=100',
      headers: admin,
    });
    expect(staffDraft.json<{ data: Product[] }>().data.every((p) => p.status === 'draft')).toBe(true);
    expect(staffDraft.headers['cache-control']).toBe('private, no-store');
    const bySku = await t.app.inject({
      method: 'GET',
      url: '/api/products?status=all&search=ARCH-777',
      headers: admin,
    });
    expect(bySku.json<{ data: Product[] }>().data[0]!.title).toBe('Old Archived Kettle');
    // A SKU that begins with a word of other products finds that one product, not all of them.
    await create({ status: 'draft', sku: 'KETTLE-9Q4Z', title: 'Steel Kettle Deluxe' });
    const exact = await t.app.inject({
      method: 'GET',
      url: '/api/products?status=all&search=KETTLE-9Q4Z',
      headers: admin,
    });
    expect(exact.json<{ data: Product[] }>().data.map((p) => p.title)).toEqual(['Steel Kettle Deluxe']);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/products/${draft._id}`, headers: admin })).statusCode,
    ).toBe(200);

    const shopper = await t.app.inject({ method: 'GET', url: '/api/products?status=all&search=kettle' });
    expect(shopper.json()).toMatchObject({ count: 0 });
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${draft._id}` })).statusCode).toBe(404);
  });
});

describe("an admin whose session the server has ended is told so, not shown the shoppers' list", () => {
  it('a staff list sent with a signed-out or forged token answers 401; a shopper with a stale token still browses', async () => {
    const ended = (await signInAs(t, 'admin')).headers;
    const url = '/api/products?status=draft&limit=100';
    expect((await t.app.inject({ method: 'GET', url, headers: ended })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: ended })).statusCode,
    ).toBeLessThan(300);
    // Asked twice without a token first, so the response cache holds the shoppers' answer.
    for (let i = 0; i < 2; i++) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);

    for (const headers of [ended, { authorization: 'Bearer forged.token.value' }]) {
      const refused = await t.app.inject({ method: 'GET', url, headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'session_invalid' });
      const browsing = await t.app.inject({ method: 'GET', url: '/api/products?limit=12', headers });
      expect(browsing.statusCode).toBe(200);
    }
  });
});
