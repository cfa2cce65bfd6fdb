import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError } from '../../errors';
import { createUser, tokenFor } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { AuditService } from '../audit/audit.service';
import { createUsersService } from './users.service';

const ROUNDS = 10;

let t: TestApp;
/** A second API instance on the same database, as behind a load balancer. */
let other: FastifyInstance;

async function activeSuperAdmins(): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'superadmin'), eq(users.disabled, false)));
  return row?.n ?? 0;
}

async function signedInSuperAdmin(app: FastifyInstance) {
  const user = await createUser(t.database.db, { role: 'superadmin' });
  const token = await tokenFor(app, user.email, user.password);
  return { id: user.id, headers: { authorization: `Bearer ${token}` } };
}

function disable(app: FastifyInstance, id: string, headers: Record<string, string>) {
  return app.inject({ method: 'PATCH', url: `/api/admin/users/${id}`, headers, payload: { disabled: true } });
}

beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: t.config.dataDir }),
    database: { ...t.database, close: async () => {} },
  });
  await other.ready();
});

afterAll(async () => {
  await other?.close();
  await t?.close();
});

describe('two super admins disable each other at the same moment, through two instances', () => {
  it('one of them wins, the other is told of the conflict, and a super admin always remains', async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      // Only this round's pair is active, so a lost race would leave the store with none.
      await t.database.db.update(users).set({ disabled: true }).where(eq(users.role, 'superadmin'));
      const ada = await signedInSuperAdmin(t.app);
      const bola = await signedInSuperAdmin(other);
      expect(await activeSuperAdmins()).toBe(2);

      const answers = await Promise.all([
        disable(t.app, bola.id, ada.headers),
        disable(other, ada.id, bola.headers),
      ]);

      const statuses = answers.map((res) => res.statusCode);
      const context = `round ${round}: ${answers.map((res) => `${res.statusCode} ${res.body}`).join(' | ')}`;
      expect(
        statuses.filter((s) => s === 200),
        context,
      ).toHaveLength(1);
      // The loser hears 409, or 401 if the winner's change ended its session before it was checked.
      for (const res of answers) {
        expect([200, 401, 409], context).toContain(res.statusCode);
        if (res.statusCode === 409) {
          expect(res.json<{ code: string }>().code, context).toBe('not_active_superadmin');
        }
      }
      expect(await activeSuperAdmins(), context).toBe(1);
    }
  });

  it('a super admin disabled a moment ago cannot go on to disable the other', async () => {
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.role, 'superadmin'));
    const ada = await signedInSuperAdmin(t.app);
    const bola = await signedInSuperAdmin(other);
    expect((await disable(t.app, bola.id, ada.headers)).statusCode).toBe(200);
    const late = await disable(other, ada.id, bola.headers);
    expect(late.statusCode).toBe(401);
    expect(await activeSuperAdmins()).toBe(1);
  });
});

describe('when the database gives up on a staff change because another one met it', () => {
  it.each([
    ['deadlock detected', '40P01'],
    ['could not serialize access', '40001'],
  ])('"%s" reaches the client as a 409 to try again, not a server error', async (message, code) => {
    const failure = Object.assign(new Error('Failed query'), {
      cause: Object.assign(new Error(message), { code }),
    });
    const db = { transaction: () => Promise.reject(failure) } as unknown as Db;
    const service = createUsersService({ db, audit: {} as AuditService });
    const actor = {
      id: 'a',
      email: 'a@test.example',
      username: 'a',
      name: null,
      role: 'superadmin' as const,
      sessionId: '00000000-0000-4000-8000-000000000000',
    };
    const attempt = service.updateStaff('b', { disabled: true }, { actor, ip: null });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ kind: 'conflict', code: 'concurrent_change' });
  });
});
