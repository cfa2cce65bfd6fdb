import type { CreateStaffInput, StaffMember, StaffRole, UpdateStaffInput } from '@better-deals/domain';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { AuditService, Tx } from '../audit/audit.service';
import { accountConflict } from '../auth/auth.service';
import type { AuthUser } from '../auth/auth.types';
import { endSessionsOf } from '../auth/session-endings';
import { assertNewPasswordAllowed } from '../auth/new-password';
import { hashPassword } from '../auth/passwords';

export interface StaffContext {
  /** Who acts; null for the command line. */
  actor: Pick<AuthUser, 'id' | 'email'> | null;
  ip: string | null;
}

const isStaff = ne(users.role, 'customer');

// Any fixed number, distinct from the migration lock: every staff change takes this lock first.
const STAFF_CHANGE_LOCK_ID = 4_210_778;

/** PostgreSQL's "could not serialize" and "deadlock detected": two changes met; neither landed. */
const CONCURRENCY_FAILURES = new Set(['40001', '40P01']);

function isConcurrencyFailure(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' && CONCURRENCY_FAILURES.has(code);
}

/**
 * Serialises every staff change for the rest of `tx`, on every instance sharing the database: the
 * rule "at least one active super admin" is checked and applied by one change at a time. Taken
 * before any row lock, so two staff changes never wait on each other's rows (no deadlock).
 */
async function lockStaffChanges(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_CHANGE_LOCK_ID}::bigint)`);
}

/** The ids of active super admins as of now; call it under `lockStaffChanges`. */
async function activeSuperAdminIds(tx: Tx): Promise<Set<string>> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'superadmin'), eq(users.disabled, false)));
  return new Set(rows.map((r) => r.id));
}

function toStaffMember(row: UserRow): StaffMember {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    username: row.username,
    disabled: row.disabled,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

/** What the audit log keeps of a staff member: who they are and their state, never their hash. */
const auditView = (m: StaffMember) => ({
  email: m.email,
  username: m.username,
  name: m.name,
  role: m.role,
  disabled: m.disabled,
});

/** Staff accounts: created by the command line or a super admin, managed by super admins. */
export function createUsersService({ db, audit }: { db: Db; audit: AuditService }) {
  return {
    /** A page of staff accounts, newest first, with the total count. */
    async listStaff({
      page,
      limit,
    }: {
      page: number;
      limit: number;
    }): Promise<{ count: number; data: StaffMember[] }> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(isStaff)
          .orderBy(desc(users.createdAt), users.id)
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(users).where(isStaff),
      ]);
      return { count: total?.n ?? 0, data: rows.map(toStaffMember) };
    },

    /** Creates a staff account with `role`; a taken email or username → 409. */
    async createStaff(input: CreateStaffInput, role: StaffRole, ctx: StaffContext): Promise<StaffMember> {
      // The shoppers' rule, and staff hold the keys to the catalogue: no common or personal password.
      assertNewPasswordAllowed(input.password, input);
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(users)
            .values({ email: input.email, username: input.username, name: input.name, passwordHash, role })
            .returning();
          const member = toStaffMember(row as UserRow);
          await audit.record(
            {
              actor: ctx.actor,
              action: 'staff.create',
              entityType: 'user',
              entityId: member._id,
              after: auditView(member),
              ip: ctx.ip,
            },
            tx,
          );
          return member;
        });
      } catch (error) {
        throw accountConflict(error) ?? error;
      }
    },

    /**
     * Renames, disables, re-enables, promotes or demotes a staff member. Disabling ends their
     * sessions at once; after a role change their access token is refused and renewed with the new
     * role at their next request. Nobody changes their own role. At least one active super admin
     * always remains, however many changes run at once: the acting super admin must still be
     * active when the change is applied (409 otherwise, e.g. another super admin disabled them a
     * moment ago), nobody can disable themself, and a change that would leave no active super
     * admin is refused with 409.
     */
    async updateStaff(
      id: string,
      patch: UpdateStaffInput,
      ctx: StaffContext & { actor: AuthUser },
    ): Promise<StaffMember> {
      if (patch.disabled === true && id === ctx.actor.id) {
        throw new AppError('bad_request', 'You cannot disable your own account.', 'cannot_disable_self');
      }
      if (patch.role !== undefined && id === ctx.actor.id) {
        throw new AppError('bad_request', 'You cannot change your own role.', 'cannot_change_own_role');
      }
      try {
        return await db.transaction(async (tx) => {
          await lockStaffChanges(tx);
          const active = await activeSuperAdminIds(tx);
          if (!active.has(ctx.actor.id)) {
            throw new AppError(
              'conflict',
              'Your account is no longer an active super admin, so this change was not made.',
              'not_active_superadmin',
            );
          }
          // No key update: rows of other tables that refer to this user (audit entries) stay insertable.
          const [current] = await tx
            .select()
            .from(users)
            .where(and(eq(users.id, id), isStaff))
            .for('no key update');
          if (!current) throw new AppError('not_found', 'Staff member not found.');
          const name = patch.name === undefined ? current.name : patch.name;
          const disabled = patch.disabled ?? current.disabled;
          const role = patch.role ?? current.role;
          if (name === current.name && disabled === current.disabled && role === current.role) {
            return toStaffMember(current);
          }
          // Disabled or no longer a super admin: either way one fewer active super admin.
          if ((disabled || role !== 'superadmin') && active.has(id) && active.size <= 1) {
            throw new AppError('conflict', 'At least one active super admin must remain.', 'last_superadmin');
          }

          const [row] = await tx
            .update(users)
            .set({ name, disabled, role, updatedAt: new Date() })
            .where(eq(users.id, id))
            .returning();
          if (disabled && !current.disabled) await endSessionsOf(tx, id, 'disabled');
          const before = toStaffMember(current);
          const after = toStaffMember(row as UserRow);
          await audit.record(
            {
              actor: ctx.actor,
              action: 'staff.update',
              entityType: 'user',
              entityId: id,
              before: auditView(before),
              after: auditView(after),
              ip: ctx.ip,
            },
            tx,
          );
          return after;
        });
      } catch (error) {
        if (!isConcurrencyFailure(error)) throw error;
        throw new AppError(
          'conflict',
          'Another change to staff accounts was made at the same moment. Please try again.',
          'concurrent_change',
        );
      }
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
