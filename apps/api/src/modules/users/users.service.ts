import type { CreateStaffInput, StaffMember, StaffRole, UpdateStaffInput } from '@better-deals/domain';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { AuditService } from '../audit/audit.service';
import { accountConflict } from '../auth/auth.service';
import type { AuthUser } from '../auth/auth.types';
import { hashPassword } from '../auth/passwords';

export interface StaffContext {
  /** Who acts; null for the command line. */
  actor: Pick<AuthUser, 'id' | 'email'> | null;
  ip: string | null;
}

const isStaff = ne(users.role, 'customer');

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
     * Renames, disables or re-enables a staff member. Disabling ends their sessions at once (the
     * token version moves on); nobody can disable themself, so a super admin always remains.
     */
    async updateStaff(
      id: string,
      patch: UpdateStaffInput,
      ctx: StaffContext & { actor: AuthUser },
    ): Promise<StaffMember> {
      if (patch.disabled === true && id === ctx.actor.id) {
        throw new AppError('bad_request', 'You cannot disable your own account.', 'cannot_disable_self');
      }
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(users)
          .where(and(eq(users.id, id), isStaff))
          .for('update');
        if (!current) throw new AppError('not_found', 'Staff member not found.');
        const name = patch.name === undefined ? current.name : patch.name;
        const disabled = patch.disabled ?? current.disabled;
        if (name === current.name && disabled === current.disabled) return toStaffMember(current);

        const [row] = await tx
          .update(users)
          .set({
            name,
            disabled,
            updatedAt: new Date(),
            ...(disabled && !current.disabled ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
          })
          .where(eq(users.id, id))
          .returning();
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
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
