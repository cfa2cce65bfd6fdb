import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Product } from '@better-deals/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productFields, testImage } from '../../test/multipart';
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
