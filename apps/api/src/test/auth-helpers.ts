import { randomBytes } from 'node:crypto';
import { isStaffRole, type Role } from '@better-deals/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { hashPassword } from '../modules/auth/passwords';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'correct horse battery staple';

export interface TestUser {
  id: string;
  email: string;
  /** Staff get one; customers have none. */
  username: string | null;
  password: string;
  role: Role;
}

export interface UserOptions {
  role?: Role;
  disabled?: boolean;
  email?: string;
  username?: string | null;
  password?: string;
  name?: string | null;
}

let sequence = 0;

/** Inserts a user straight into the database (no API, no audit): a fixture, not a sign-up. */
export async function createUser(db: Db, options: UserOptions = {}): Promise<TestUser> {
  sequence++;
  const tag = `${sequence}${randomBytes(3).toString('hex')}`;
  const role = options.role ?? 'customer';
  const password = options.password ?? TEST_PASSWORD;
  const email = (options.email ?? `${role}-${tag}@test.example`).toLowerCase();
  const username =
    options.username !== undefined ? options.username : isStaffRole(role) ? `${role}_${tag}` : null;
  const [row] = await db
    .insert(users)
    .values({
      email,
      username,
      name: options.name ?? `Test ${role} ${sequence}`,
      passwordHash: await hashPassword(password),
      role,
      disabled: options.disabled ?? false,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('createUser: insert returned nothing');
  return { id: row.id, email, username, password, role };
}

/** Signs in through the API and returns the token; throws with the body when sign-in fails. */
export async function tokenFor(app: FastifyInstance, identifier: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });
  if (res.statusCode !== 200)
    throw new Error(`sign-in as ${identifier} failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { token: string } }>().data.token;
}

export interface SignedIn {
  user: TestUser;
  token: string;
  /** `{ authorization: 'Bearer …' }`, ready for `app.inject`. */
  headers: Record<string, string>;
}

/**
 * A fresh user of `role`, signed in. With `disabled: true` the account is disabled after signing
 * in, so the token is one a disabled user still holds (it must no longer work).
 */
export async function signInAs(
  t: TestApp,
  role: Role,
  options: Omit<UserOptions, 'role'> = {},
): Promise<SignedIn> {
  const { disabled, ...rest } = options;
  const user = await createUser(t.database.db, { ...rest, role });
  const token = await tokenFor(t.app, user.email, user.password);
  if (disabled) await t.database.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}
