import { existsSync } from 'node:fs';
import path from 'node:path';
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
const { uploadsDir, filesOf, send, create } = productWriteHelpers(() => ({ t, admin, png, jpeg }));

beforeAll(async () => {
  ({ t, admin, png, jpeg } = await openProductAdmin());
});

afterAll(async () => {
  await t.close();
});

describe('an admin edits a product', () => {
  it('keeps chosen images in the given order, adds new ones after, and removes dropped files', async () => {
    const p = await create({}, [
      { filename: 'a.png', data: png },
      { filename: 'b.jpg', data: jpeg },
    ]);
    const [a, b] = p.images;
    const res = await send(
      'PUT',
      `/api/products/${p._id}`,
      admin,
      productFields({ version: '1', price: '120000', images: JSON.stringify([b]) }),
      [{ filename: 'c.png', data: png }],
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<{ data: Product }>().data;
    expect(saved.price).toBe(120000);
    expect(saved.version).toBe(2);
    expect(saved.images.map((i) => i.public_id).slice(0, 1)).toEqual([b!.public_id]);
    expect(saved.images).toHaveLength(2);
    for (const w of a!.widths)
      expect(existsSync(path.join(uploadsDir(), `${a!.public_id}-${w}.webp`))).toBe(false);

    const shown = await t.app.inject({ method: 'GET', url: `/api/products/${p._id}` });
    expect(shown.json<{ data: Product }>().data.price).toBe(120000);
  });

  it('cannot keep an image that belongs to another product', async () => {
    const p = await create();
    const other = await create();
    const res = await send(
      'PUT',
      `/api/products/${p._id}`,
      admin,
      productFields({ version: '1', images: JSON.stringify([other.images[0]]) }),
      [],
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/does not belong to this product/);
  });

  it('a save based on an old version gets 409 instead of undoing the other admin’s change', async () => {
    const p = await create();
    const first = await send(
      'PUT',
      `/api/products/${p._id}`,
      admin,
      productFields({ version: '1', title: 'First edit', images: '[]' }),
      [{ filename: 'x.png', data: png }],
    );
    expect(first.statusCode).toBe(200);
    const stale = await send(
      'PUT',
      `/api/products/${p._id}`,
      admin,
      productFields({ version: '1', title: 'Stale edit' }),
      [],
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ success: false, code: 'stale_version' });
    expect(stale.json<{ message: string }>().message).toMatch(/Reload/);
    const current = await t.app.inject({ method: 'GET', url: `/api/products/${p._id}` });
    expect(current.json<{ data: Product }>().data.title).toBe('First edit');
  });

  it('two saves of one version at once: exactly one wins', async () => {
    const p = await create();
    const results = await Promise.all(
      ['Edit A', 'Edit B'].map((title) =>
        send('PUT', `/api/products/${p._id}`, admin, productFields({ version: '1', title }), []),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('an unknown product gets 404 and a bad id 400', async () => {
    expect(
      (
        await send(
          'PUT',
          '/api/products/00000000-0000-4000-8000-000000000000',
          admin,
          productFields({ version: '1' }),
          [],
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await send('PUT', '/api/products/abc', admin, productFields({ version: '1' }), [])).statusCode,
    ).toBe(400);
  });
});

describe('an admin deletes a product', () => {
  it('it is gone from every listing, answers 404, and its image files are removed', async () => {
    const p = await create({ title: 'Vanishing Blender XL' });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/products/${p._id}`, headers: admin });
    expect(res.json()).toEqual({ success: true, message: 'Product deleted.' });
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${p._id}` })).statusCode).toBe(404);
    const search = await t.app.inject({ method: 'GET', url: '/api/products?search=vanishing%20blender' });
    expect(search.json()).toMatchObject({ count: 0 });
    for (const file of filesOf(p)) expect(existsSync(file)).toBe(false);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/products/${p._id}`, headers: admin })).statusCode,
    ).toBe(404);
  });
});

describe('every staff write is in the audit log', () => {
  it('create, update and delete are recorded with who, what, before and after', async () => {
    const superadmin = (await signInAs(t, 'superadmin')).headers;
    const p = await create({ title: 'Audited Fan' });
    await send(
      'PUT',
      `/api/products/${p._id}`,
      admin,
      productFields({ version: '1', title: 'Audited Fan 2' }),
      [],
    );
    await t.app.inject({ method: 'DELETE', url: `/api/products/${p._id}`, headers: admin });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/audit?limit=100', headers: superadmin });
    expect(res.statusCode, res.body).toBe(200);
    const entries = res
      .json<{
        data: {
          action: string;
          entityId: string;
          before: { title?: string } | null;
          after: { title?: string } | null;
        }[];
      }>()
      .data.filter((e) => e.entityId === p._id);
    expect(entries.map((e) => e.action)).toEqual(['product.delete', 'product.update', 'product.create']);
    expect(entries[1]!.before?.title).toBe('Audited Fan');
    expect(entries[1]!.after?.title).toBe('Audited Fan 2');
  });
});
