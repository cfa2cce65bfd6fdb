import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './test/auth-helpers';
import { insertProducts, productRow } from './test/product-factory';
import { createTestApp, type TestApp } from './test/test-app';
import { loggableError } from './errors';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({
    routes: (app) =>
      // A statement PostgreSQL cancelled at its statement timeout, as drizzle reports it.
      app.get('/api/test/cancelled', async () => {
        const cause = Object.assign(new Error('canceling statement due to statement timeout'), {
          code: '57014',
        });
        throw new DrizzleQueryError('select * from products where title = $1', ['lamp'], cause);
      }),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await t.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends raw bytes and reads the whole answer (the server closes the connection after it). */
function raw(text: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      data += chunk;
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const [head = '', ...rest] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      if (!statusLine) reject(new Error('no answer'));
      else resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

const SHAPE = { success: false, message: expect.any(String) };

function expectAppShape(answer: { headers: Record<string, unknown>; body: string }) {
  expect(JSON.parse(answer.body)).toEqual(SHAPE);
  expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
}

describe("the framework's and Node's own refusals speak the app's language", () => {
  it('a malformed address is 400 with the usual shape and security headers', async () => {
    const answer = await raw('GET /api/products/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(400);
    expectAppShape(answer);
    expect(JSON.parse(answer.body).message).toBe('The address is not valid.');
  });

  it('headers too large are 431 with the usual shape and security headers', async () => {
    const answer = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expectAppShape(answer);
    expect(JSON.parse(answer.body).message).toBe('The request headers are too large.');
  });

  it('garbage instead of HTTP is 400 with the usual shape', async () => {
    const answer = await raw('HELLO THERE\r\n\r\n');
    expect(answer.status).toBe(400);
    expectAppShape(answer);
  });

  it('an unknown API path is 404 with the usual shape and security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expectAppShape({ headers: res.headers, body: res.body });
  });

  it('a JSON body over 1 MB is 413 with the usual shape and security headers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ identifier: 'a'.repeat(1_100_000), password: 'x' }),
    });
    expect(res.statusCode).toBe(413);
    expectAppShape({ headers: res.headers, body: res.body });
    expect(res.json<{ message: string }>().message).toBe('The request body is too large.');
  });

  it('an empty body sent as JSON is no body: a DELETE with that header works', async () => {
    const admin = (await signInAs(t, 'admin')).headers;
    const [product] = await insertProducts(t.database.db, [productRow({ title: 'Empty Body Kettle' })]);
    const id = product!.id;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${id}`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('a stranger cannot make the server read a big body', () => {
  it('an anonymous 40 MB product upload is refused with 401 before its body is sent', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/products',
        headers: { 'content-type': 'application/json', 'content-length': String(40 * 1024 * 1024) },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', (error) => {
        // The server may close the connection after answering; only an error before it counts.
        reject(error);
      });
      // Only the first kilobyte: an answer now means the server never waited for the rest.
      req.write('{"title":"' + 'a'.repeat(1024));
    });
    expect(status).toBe(401);
  });

  it('staff JSON over 1 MB is refused as too large (photos come as a form, not JSON)', async () => {
    const admin = (await signInAs(t, 'admin')).headers;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'Big', description: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('a statement the database cancelled for running too long', () => {
  it('is 503 timed_out with Retry-After in the usual shape, never a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/cancelled' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      success: false,
      message: 'The store took too long to answer. Please try again in a few seconds.',
      code: 'timed_out',
    });
  });
});

describe('what a failed query writes to the log', () => {
  it('keeps the SQL and the database error, never the values sent with it', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
    const failed = new DrizzleQueryError(
      'select * from users where email = $1',
      ['ada.lovelace@example.ng', 'secret-password'],
      cause,
    );
    const logged = loggableError(failed) as Error & { query: string; code: string };
    const text = JSON.stringify({ ...logged, message: logged.message, stack: logged.stack });
    expect(text).not.toContain('ada.lovelace');
    expect(text).not.toContain('secret-password');
    expect(logged.query).toBe('select * from users where email = $1');
    expect(logged.code).toBe('22021');
    expect(logged.message).toContain('invalid byte sequence');
  });
});
