import { ADDRESS_LIMITS, ADDRESS_MESSAGES, type Address } from '@better-deals/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type SignedIn } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

interface Body<T = unknown> {
  success: boolean;
  message: string;
  code?: string;
  data: T;
}

const lekki = {
  fullName: 'Chiamaka Obi',
  phone: '0803 123 4567',
  state: 'Lagos',
  lga: 'Eti-Osa',
  city: 'Lekki Phase 1',
  street: '12 Admiralty Way',
  landmark: 'Opposite the filling station',
  postalCode: '105102',
};

const ibadan = {
  fullName: 'Chiamaka Obi',
  phone: '+234 809 555 0101',
  state: 'Oyo',
  lga: 'Ibadan North',
  city: 'Bodija',
  street: '4 Awolowo Avenue',
};

function call(
  who: SignedIn | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload ? { payload } : {}),
  });
}

async function add(who: SignedIn, address: object = lekki): Promise<Address> {
  const res = await call(who, 'POST', '/api/account/addresses', address);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Body<Address>>().data;
}

async function book(who: SignedIn): Promise<Address[]> {
  const res = await call(who, 'GET', '/api/account/addresses');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Body<Address[]>>().data;
}

const defaults = async (who: SignedIn) => (await book(who)).filter((a) => a.isDefault).map((a) => a.street);

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('a customer’s address book', () => {
  it('is for signed-in people only', async () => {
    const anonymous = [
      await call(null, 'GET', '/api/account/addresses'),
      await call(null, 'POST', '/api/account/addresses', lekki),
    ];
    for (const res of anonymous) expect(res.statusCode).toBe(401);
  });

  it('keeps an address as the store writes it: E.164 phone, the lists’ spelling, no cache', async () => {
    const ada = await signInAs(t, 'customer');
    const saved = await add(ada, { ...lekki, state: 'lagos', lga: 'eti-osa', phone: '0803-123-4567' });
    expect(saved).toMatchObject({
      fullName: 'Chiamaka Obi',
      phone: '+2348031234567',
      state: 'Lagos',
      lga: 'Eti-Osa',
      landmark: 'Opposite the filling station',
      postalCode: '105102',
      isDefault: true,
    });
    const res = await call(ada, 'GET', '/api/account/addresses');
    expect(res.headers['cache-control']).toContain('private');
    expect(res.json<Body<Address[]>>().data).toEqual([saved]);
  });

  it('refuses an LGA from another state, a phone that is not Nigerian and a short postal code', async () => {
    const ada = await signInAs(t, 'customer');
    const cases: [object, string][] = [
      [{ ...lekki, lga: 'Ibadan North' }, 'lga must be a local government area of Lagos.'],
      [{ ...lekki, phone: '+44 20 7946 0000' }, 'phone must be a Nigerian phone number, like 0803 123 4567.'],
      [{ ...lekki, state: 'Atlantis' }, 'state must be one of Nigeria’s 36 states or the FCT.'],
      [{ ...lekki, postalCode: '1051' }, 'postalCode must be 6 digits, like 100001.'],
      [{ ...lekki, street: '  ' }, 'street is required.'],
    ];
    for (const [body, message] of cases) {
      const res = await call(ada, 'POST', '/api/account/addresses', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<Body>()).toMatchObject({ success: false, message });
    }
    expect(await book(ada)).toEqual([]);
  });

  it(`holds at most ${ADDRESS_LIMITS.perCustomer} addresses: the next one is refused`, async () => {
    const ada = await signInAs(t, 'customer');
    for (let i = 1; i <= ADDRESS_LIMITS.perCustomer; i += 1) {
      await add(ada, { ...lekki, street: `${i} Admiralty Way` });
    }
    const res = await call(ada, 'POST', '/api/account/addresses', { ...lekki, street: '11 Admiralty Way' });
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>()).toMatchObject({ message: ADDRESS_MESSAGES.tooMany, code: 'address_limit' });
    expect(await book(ada)).toHaveLength(ADDRESS_LIMITS.perCustomer);
  });
});

describe('the default address', () => {
  it('is the first one added; the next ones are not, unless sent as the default', async () => {
    const ada = await signInAs(t, 'customer');
    await add(ada, lekki);
    await add(ada, ibadan);
    expect(await defaults(ada)).toEqual([lekki.street]);
    await add(ada, { ...ibadan, street: '9 Ring Road', isDefault: true });
    expect(await defaults(ada)).toEqual(['9 Ring Road']);
    // The default comes first, then the newest.
    expect((await book(ada)).map((a) => a.street)).toEqual(['9 Ring Road', ibadan.street, lekki.street]);
  });

  it('moves when another is made the default, leaving exactly one', async () => {
    const ada = await signInAs(t, 'customer');
    await add(ada, lekki);
    const second = await add(ada, ibadan);
    const res = await call(ada, 'POST', `/api/account/addresses/${second._id}/default`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body<Address>>()).toMatchObject({
      message: ADDRESS_MESSAGES.defaultSet,
      data: { _id: second._id, isDefault: true },
    });
    expect(await defaults(ada)).toEqual([ibadan.street]);
    // Twice is harmless.
    expect((await call(ada, 'POST', `/api/account/addresses/${second._id}/default`)).statusCode).toBe(200);
    expect(await defaults(ada)).toEqual([ibadan.street]);
  });

  it('passes to the newest address left when the default is deleted', async () => {
    const ada = await signInAs(t, 'customer');
    const first = await add(ada, lekki);
    await add(ada, ibadan);
    await add(ada, { ...ibadan, street: '9 Ring Road' });
    const res = await call(ada, 'DELETE', `/api/account/addresses/${first._id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await defaults(ada)).toEqual(['9 Ring Road']);
    expect(await book(ada)).toHaveLength(2);
  });

  it('stays when its details are edited, and an edit can make another the default', async () => {
    const ada = await signInAs(t, 'customer');
    const first = await add(ada, lekki);
    const second = await add(ada, ibadan);

    const edited = await call(ada, 'PUT', `/api/account/addresses/${first._id}`, {
      ...lekki,
      street: '14 Admiralty Way',
      landmark: '',
      isDefault: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Body<Address>>().data).toMatchObject({
      street: '14 Admiralty Way',
      landmark: null,
      isDefault: true,
    });

    await call(ada, 'PUT', `/api/account/addresses/${second._id}`, { ...ibadan, isDefault: true });
    expect(await defaults(ada)).toEqual([ibadan.street]);
  });

  it('a refused edit changes nothing', async () => {
    const ada = await signInAs(t, 'customer');
    const first = await add(ada, lekki);
    const res = await call(ada, 'PUT', `/api/account/addresses/${first._id}`, {
      ...lekki,
      lga: 'Kano Municipal',
    });
    expect(res.statusCode).toBe(400);
    expect(await book(ada)).toEqual([first]);
  });
});

describe('someone else’s address', () => {
  it('cannot be read, changed, made default or deleted: it is simply not found', async () => {
    const ada = await signInAs(t, 'customer');
    const bola = await signInAs(t, 'customer');
    const adas = await add(ada, lekki);
    await add(bola, ibadan);

    const tries = [
      await call(bola, 'PUT', `/api/account/addresses/${adas._id}`, ibadan),
      await call(bola, 'POST', `/api/account/addresses/${adas._id}/default`),
      await call(bola, 'DELETE', `/api/account/addresses/${adas._id}`),
      await call(bola, 'DELETE', '/api/account/addresses/not-an-id'),
    ];
    for (const res of tries) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json<Body>()).toMatchObject({ success: false, message: ADDRESS_MESSAGES.notFound });
    }
    expect(await book(ada)).toEqual([adas]);
    expect((await book(bola)).map((a) => a.street)).toEqual([ibadan.street]);
  });
});
