import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Product } from '@better-deals/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/auth-helpers';
import { multipart, productFields, testImage, type FilePart } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Record<string, string>;
let png: Buffer;
let jpeg: Buffer;

const uploadsDir = () => path.join(t.config.dataDir, 'uploads');
const filesOf = (p: Product) =>
  p.images.flatMap((i) => i.widths.map((w) => path.join(uploadsDir(), `${i.public_id}-${w}.webp`)));

async function send(
  method: 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  fields: Record<string, string>,
  files: FilePart[] = [{ filename: 'a.png', data: png }],
) {
  const body = await multipart(fields, files);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...headers, ...body.headers } });
}

async function create(
  fields: Record<string, string> = {},
  files: FilePart[] = [{ filename: 'a.png', data: png }],
): Promise<Product> {
  const res = await send('POST', '/api/products', admin, productFields(fields), files);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: Product }>().data;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAs(t, 'admin')).headers;
  png = await testImage('png');
  jpeg = await testImage('jpeg', '#ef4444');
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

describe('an admin creates a product', () => {
  it('with two images: both re-encoded to WebP in three widths, in the order sent, served immutable and nosniff', async () => {
    const product = await create({}, [
      { filename: 'front.png', data: png },
      { filename: 'back.jpg', data: jpeg },
    ]);
    expect(product).toMatchObject({
      title: 'Tecno Spark 20 Pro',
      price: 135000,
      originalPrice: 150000,
      discount: 10,
      status: 'active',
      version: 1,
      tags: ['phone', 'android'],
    });
    expect(product.images).toHaveLength(2);
    expect(product.images[0]).toMatchObject({
      widths: [320, 640, 960],
      url: `/uploads/${product.images[0]!.public_id}-640.webp`,
    });
    expect(product.images[0]!.public_id).not.toContain('front');
    for (const file of filesOf(product)) expect(existsSync(file), file).toBe(true);

    const served = await t.app.inject({ method: 'GET', url: product.images[1]!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('with no SKU gets a generated one; a duplicate SKU gets 409', async () => {
    const a = await create({ sku: '' });
    expect(a.sku).toMatch(/^ELE-[0-9A-F]{8}$/);
    await create({ sku: 'DUP-001' });
    const dup = await send('POST', '/api/products', admin, productFields({ sku: 'dup-001' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      success: false,
      message: 'A product with SKU "dup-001" already exists.',
    });
  });

  it('racing another admin for the same SKU: exactly one wins', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        send('POST', '/api/products', admin, productFields({ sku: 'RACE-42' })),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it('without an image is told to add one', async () => {
    const res = await send('POST', '/api/products', admin, productFields(), []);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'images: add at least one image.' });
  });

  it.each([
    [{ title: '' }, /title/],
    [{ title: 'x'.repeat(201) }, /title must be at most 200/],
    [{ price: '-5' }, /price/],
    [{ price: '10.123' }, /price must be a number with at most 2 decimals/],
    [{ originalPrice: '100' }, /originalPrice must not be below price/],
    [{ discount: '150' }, /discount must be at most 100/],
    [{ category: 'Weapons' }, /category must be one of/],
    [{ stock: '2.5' }, /stock/],
    [{ description: '' }, /description is required/],
    [{ status: 'live' }, /status must be one of/],
    [{ specifications: '{"a":' }, /specifications must be valid JSON/],
    [{ tags: '{"a":1}' }, /tags must be a list/],
    [{ description: 'x'.repeat(70 * 1024) }, /description is too long/],
  ])('with a bad field gets 400 naming it, and no file is left behind (%#: %s)', async (change, message) => {
    const before = readdirSync(uploadsDir()).length;
    const res = await send('POST', '/api/products', admin, productFields(change));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(message);
    expect(readdirSync(uploadsDir()).length).toBe(before);
  });
});

describe('an admin uploads files that are not images', () => {
  const cases: [string, () => Promise<Buffer> | Buffer, string][] = [
    ['an HTML page renamed .jpg', () => Buffer.from('<!doctype html><script>alert(1)</script>'), 'evil.jpg'],
    ['a script renamed .png', () => Buffer.from('#!/bin/sh\nrm -rf /\n'), 'run.png'],
    [
      'an SVG',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'pic.svg',
    ],
    ['an empty file', () => Buffer.alloc(0), 'empty.png'],
  ];
  for (const [what, make, filename] of cases) {
    it(`${what} is refused with 415 and nothing is stored`, async () => {
      const before = readdirSync(uploadsDir()).length;
      const res = await send('POST', '/api/products', admin, productFields(), [
        { filename: 'ok.png', data: png },
        { filename, data: await make(), type: 'image/jpeg' },
      ]);
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json<{ message: string }>().message).toMatch(/only JPEG, PNG, WebP, GIF or AVIF/);
      expect(readdirSync(uploadsDir()).length).toBe(before);
    });
  }

  it('GIF, WebP and AVIF pictures are accepted by their content whatever their name', async () => {
    const files = await Promise.all(
      (['gif', 'webp', 'avif'] as const).map(async (f) => ({
        filename: `pic.txt`,
        data: await testImage(f),
        type: 'text/plain',
      })),
    );
    const p = await create({}, files);
    expect(p.images).toHaveLength(3);
  });

  it('a file name with path traversal is ignored: the server names files itself', async () => {
    const p = await create({}, [{ filename: '../../../etc/passwd.png', data: png }]);
    expect(p.images[0]!.url).toMatch(/^\/uploads\/[a-z0-9]+-640\.webp$/);
    for (const file of filesOf(p)) expect(path.dirname(file)).toBe(uploadsDir());
  });

  it('an image over 5 MB gets 413', async () => {
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await send('POST', '/api/products', admin, productFields(), [
      { filename: 'big.png', data: big },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'Each image must be at most 5 MB.' });
  });

  it('more than 8 images gets 413', async () => {
    const res = await send(
      'POST',
      '/api/products',
      admin,
      productFields(),
      Array.from({ length: 9 }, (_, i) => ({ filename: `${i}.png`, data: png })),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'A product may have at most 8 images.' });
  });
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

describe('money holds every price the contract allows', () => {
  it('an admin lists a car at ₦100,000,000 and a shopper finds it by price, at and past the 32-bit mark', async () => {
    const car = await create({
      title: 'Bound Test Saloon Car',
      category: 'Automotive',
      price: '100000000',
      originalPrice: '100000000',
    });
    expect(car.price).toBe(100_000_000);
    const list = await t.app.inject({ method: 'GET', url: `/api/products/${car._id}` });
    expect(list.json<{ data: Product }>().data.price).toBe(100_000_000);

    for (const url of [
      '/api/products?minPrice=21474836.48&search=Bound%20Test%20Saloon',
      '/api/products?maxPrice=100000000&minPrice=99999999.99&search=Bound%20Test%20Saloon',
      '/api/products?maxPrice=21474836.48&sortBy=price-high',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/products?minPrice=100000000&maxPrice=100000000',
    });
    expect(found.json<{ data: Product[] }>().data.map((p) => p.title)).toEqual(['Bound Test Saloon Car']);

    const beyond = await t.app.inject({ method: 'GET', url: '/api/products?maxPrice=100000000.01' });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json<{ message: string }>().message).toBe('maxPrice must be at most 100000000.');
    const tooDear = await send(
      'POST',
      '/api/products',
      admin,
      productFields({ price: '100000000.01', originalPrice: '' }),
    );
    expect(tooDear.statusCode).toBe(400);
  });
});

describe('a broken form gets 400, never a 500', () => {
  it('an admin client sending garbage as a multipart form, with or without a boundary, is told the form could not be read', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=xyz']) {
      for (const method of ['POST', 'PUT'] as const) {
        const res = await t.app.inject({
          method,
          url: method === 'POST' ? '/api/products' : '/api/products/00000000-0000-4000-8000-000000000000',
          headers: { ...admin, 'content-type': contentType },
          payload: 'garbage',
        });
        expect(res.statusCode, `${method} ${contentType}`).toBe(400);
        expect(res.json()).toEqual({ success: false, message: 'The form could not be read.' });
      }
    }
  });
});
