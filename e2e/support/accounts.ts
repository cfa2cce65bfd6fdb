import type { APIRequestContext } from '@playwright/test';

/**
 * The super admin every run starts with: global setup creates it with `npm run create-admin`
 * before the server starts, so journeys can sign in to /admin with it.
 */
export const superAdmin = {
  email: 'super.admin@betterdeals.test',
  username: 'superadmin',
  password: 'Correct-Horse-Battery-9',
  name: 'Ada Okafor',
} as const;

/**
 * Settings for a store the journeys share: four browsers at once from one address, on a machine
 * busy with the browsers themselves. The journeys check what shoppers see, not how the store
 * turns work away when saturated (the API tests do): the read queue is raised and the saturation
 * guard is off, so a busy moment never fails a journey at random.
 */
export const JOURNEY_SERVER_SETTINGS = {
  CATALOGUE_READS_WAITING: '100000',
  OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
  OVERLOAD_HEAP_USED_PERCENT: '0',
} as const;

/**
 * On another device, `identifier` signs in and signs every other device out, as from the account
 * settings' "Sign out all other devices".
 */
export async function signOutOtherDevices(
  request: APIRequestContext,
  identifier: string,
  password: string,
): Promise<void> {
  const signIn = await request.post('/api/auth/login', { data: { identifier, password } });
  const { token } = ((await signIn.json()) as { data: { token: string } }).data;
  const signOut = await request.post('/api/account/sessions/sign-out-others', {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!signOut.ok()) throw new Error(`Signing the other devices out answered ${signOut.status()}.`);
}

/** The super admin's bearer header, for a journey that sets up products through the API. */
export async function staffHeaders(request: APIRequestContext): Promise<{ authorization: string }> {
  const response = await request.post('/api/auth/login', {
    data: { identifier: superAdmin.username, password: superAdmin.password },
  });
  if (!response.ok()) throw new Error(`The super admin's sign-in answered ${response.status()}.`);
  const { token } = ((await response.json()) as { data: { token: string } }).data;
  return { authorization: `Bearer ${token}` };
}

/** A 1×1 PNG, for a product that needs a picture. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
