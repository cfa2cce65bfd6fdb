import {
  ACCOUNT_SETTINGS_MESSAGES,
  type AccountProfile,
  type ActiveSession,
  type ChangePasswordInput,
  type PasswordChanged,
  type UpdateProfileInput,
} from '@better-deals/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth.types';
import { assertNewPasswordAllowed } from '../auth/new-password';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { SessionsService } from '../auth/sessions.service';
import type { PasswordGuesses } from './password-guesses';

const ACCOUNT_MESSAGES = {
  ...ACCOUNT_SETTINGS_MESSAGES,
  notFound: 'Your account could not be found. Please sign in again.',
  tooManyGuesses: (seconds: number) => {
    const n = Math.ceil(seconds / 60);
    return `Too many wrong passwords. Please try again in ${n === 1 ? '1 minute' : `${n} minutes`}.`;
  },
} as const;

const toProfile = (user: Pick<UserRow, 'id' | 'name' | 'email' | 'phone' | 'role'>): AccountProfile => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  role: user.role,
});

interface AccountServiceDeps {
  db: Db;
  sessions: SessionsService;
  audit: AuditService;
  /** Wrong current passwords, counted per account. */
  guesses: PasswordGuesses;
}

/** The signed-in user's own account: profile, password and signed-in devices (Account Settings). */
export function createAccountService({ db, sessions, audit, guesses }: AccountServiceDeps) {
  async function row(userId: string): Promise<UserRow> {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new AppError('not_found', ACCOUNT_MESSAGES.notFound);
    return user;
  }

  /** Counts a password check against the account; over the limit, refuses it. */
  async function admitGuess(userId: string): Promise<void> {
    const admission = await guesses.admit(userId);
    if (admission.admitted) return;
    const seconds = Math.max(1, Math.ceil(admission.retryAfterMs / 1000));
    throw new AppError('too_many_requests', ACCOUNT_MESSAGES.tooManyGuesses(seconds), 'too_many_attempts', {
      'retry-after': String(seconds),
    });
  }

  return {
    /** The account as Account Settings shows it. */
    async getProfile(user: AuthUser): Promise<AccountProfile> {
      return toProfile(await row(user.id));
    },

    /** Changes name and/or phone; the audit log keeps both before and after. */
    async updateProfile(user: AuthUser, input: UpdateProfileInput, ip: string): Promise<AccountProfile> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
        if (!before) throw new AppError('not_found', ACCOUNT_MESSAGES.notFound);
        const changes = {
          ...(input.name !== undefined && { name: input.name }),
          ...(input.phone !== undefined && { phone: input.phone }),
        };
        const [after] = await tx
          .update(users)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(users.id, user.id))
          .returning();
        if (!after) throw new AppError('not_found', ACCOUNT_MESSAGES.notFound);
        await audit.record(
          {
            actor: user,
            action: 'account.profile',
            entityType: 'user',
            entityId: user.id,
            before: { name: before.name, phone: before.phone },
            after: { name: after.name, phone: after.phone },
            ip,
          },
          tx,
        );
        return toProfile(after);
      });
    },

    /**
     * Changes the password, given the current one, and ends every other session: whoever else
     * knew the old password is signed out everywhere. This device stays signed in; the answer
     * carries a fresh access token for it.
     */
    async changePassword(user: AuthUser, input: ChangePasswordInput, ip: string): Promise<PasswordChanged> {
      if (input.newPassword === input.currentPassword) {
        throw new AppError('bad_request', ACCOUNT_MESSAGES.samePassword, 'password_unchanged');
      }
      // The cheap rule first: the argon2 work below is only done for a password that may be set.
      assertNewPasswordAllowed(input.newPassword, user);
      await admitGuess(user.id);
      const current = await row(user.id);
      if (!(await verifyPassword(current.passwordHash, input.currentPassword))) {
        throw new AppError('bad_request', ACCOUNT_MESSAGES.currentPasswordWrong, 'wrong_password');
      }
      await guesses.forget(user.id);
      const passwordHash = await hashPassword(input.newPassword);
      const updated = await db.transaction(async (tx) => {
        const [after] = await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(users.id, user.id))
          .returning();
        if (!after) throw new AppError('not_found', ACCOUNT_MESSAGES.notFound);
        const ended = await sessions.endAllOf(user.id, 'password_changed', { except: user.sessionId, tx });
        // Never the password or its hash: only that the change ended the other sessions.
        await audit.record(
          {
            actor: user,
            action: 'account.password',
            entityType: 'user',
            entityId: user.id,
            after: { otherSessionsEnded: ended },
            ip,
          },
          tx,
        );
        return after;
      });
      return sessions.access(updated, user.sessionId);
    },

    /** The devices signed in to the account, this one marked. */
    async listSessions(user: AuthUser): Promise<ActiveSession[]> {
      return sessions.listOf(user.id, user.sessionId);
    },

    /** Signs one of the account's devices out (this one included, if asked). */
    async endSession(user: AuthUser, sessionId: string): Promise<void> {
      if (!(await sessions.endOwn(user.id, sessionId))) {
        throw new AppError('not_found', ACCOUNT_MESSAGES.sessionNotFound, 'session_not_found');
      }
    },

    /** Signs every other device out; how many were. */
    async endOtherSessions(user: AuthUser, ip: string): Promise<number> {
      return db.transaction(async (tx) => {
        const ended = await sessions.endAllOf(user.id, 'signed_out', { except: user.sessionId, tx });
        if (ended > 0) {
          await audit.record(
            {
              actor: user,
              action: 'account.sessions_ended',
              entityType: 'user',
              entityId: user.id,
              after: { otherSessionsEnded: ended },
              ip,
            },
            tx,
          );
        }
        return ended;
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
