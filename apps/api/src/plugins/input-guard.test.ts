import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../test/auth-helpers';
import { postProductForm, productFields } from '../test/multipart';
import { createTestApp, type TestApp } from '../test/test-app';
import { findNulField } from './input-guard';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const NUL = '\u0000';

describe('text with a NUL character is refused with 400 naming the field, never a 500', () => {
  it('a shopper searching for %00 is told the search is not valid', async () => {
    for (const url of [
      '/api/products?search=%00',
      '/api/products/search?q=a%00b',
      '/api/products?category=%00',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ success: false, message: expect.stringMatching(/NUL/) });
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/products?search=%00' });
    expect(res.json<{ message: string }>().message).toBe('search: must not contain a NUL character.');
  });

  it('signing in or signing up with a NUL in the identifier, email or name gets 400', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: `someone${NUL}@example.ng`, password: 'whatever-password' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json<{ message: string }>().message).toBe('identifier: must not contain a NUL character.');

    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: `Ada${NUL}`, email: 'ada.nul@example.ng', password: 'a long enough password' },
    });
    expect(signup.statusCode).toBe(400);
    expect(signup.json<{ message: string }>().message).toBe('name: must not contain a NUL character.');
  });

  it('an admin saving a product with a NUL in a field, by JSON or by form, gets 400 naming it', async () => {
    const admin = (await signInAs(t, 'admin')).headers;
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin,
      payload: { ...productFields(), specifications: { [`Colour`]: `Red${NUL}` } },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json<{ message: string }>().message).toBe(
      'specifications.Colour: must not contain a NUL character.',
    );

    const res = await postProductForm(t.app, admin, productFields({ description: `Lovely${NUL}kettle` }));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('description: must not contain a NUL character.');
  });
});

describe('finding the field that holds a NUL', () => {
  it('names nested fields and list positions, and passes clean input', () => {
    expect(findNulField({ a: 'fine', b: { c: ['ok', `no${NUL}`] } })).toBe('b.c.1');
    expect(findNulField({ [`ke${NUL}y`]: 'x' })).toBe('key');
    expect(findNulField({ a: 'fine', n: 3, list: [1, 'two'], nothing: null })).toBeUndefined();
  });
});
