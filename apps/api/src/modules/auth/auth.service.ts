import { isStaffRole, type LoginInput, type PublicUser } from '@better-deals/domain';
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { users, type UserRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { AuditService } from '../audit/audit.service';
import type { SignInAttempt, SignInThrottle } from './sign-in-throttle';
import { dummyPasswordHash, verifyPassword } from './passwords';
import type { DeviceContext, IssuedSession } from './issued-sessions';
import type { SessionsService } from './sessions.service';

const minutes = (seconds: number) => {
  const n = Math.ceil(seconds / 60);
  return n === 1 ? '1 minute' : `${n} minutes`;
};

/** Every message about signing in and permissions, in one place. */
export const AUTH_MESSAGES = {
  registered: 'Registration successful!',
  signedIn: 'Login successful!',
  signedOut: 'You have been logged out successfully.',
  signInRequired: 'Please sign in.',
  sessionInvalid: 'Your session has expired or is invalid. Please sign in again.',
  forbidden: 'You do not have permission to do that.',
  badCredentials: 'Invalid email/username or password.',
  disabled: 'This account has been disabled.',
  emailTaken: 'An account with this email already exists.',
  usernameTaken: 'That username is already taken.',
  tooManyFailures: (seconds: number) =>
    `Too many failed sign-in attempts. Please try again in ${minutes(seconds)}.`,
} as const;

/** The sign-in answers' user: `{ _id, name, email, role }`. */
export function toPublicUser(user: Pick<UserRow, 'id' | 'name' | 'email' | 'role'>): PublicUser {
  return { _id: user.id, name: user.name, email: user.email, role: user.role };
}

/** The 409 for an insert that hit the email or username unique index; undefined for any other error. */
export function accountConflict(error: unknown): AppError | undefined {
  if (!isUniqueViolation(error)) return undefined;
  return isUniqueViolation(error, 'users_username_unique')
    ? new AppError('conflict', AUTH_MESSAGES.usernameTaken, 'username_taken')
    : new AppError('conflict', AUTH_MESSAGES.emailTaken, 'email_taken');
}

export interface AuthServiceDeps {
  db: Db;
  sessions: SessionsService;
  /** Failed sign-ins per account, per account+IP and per IP (decision 017). */
  throttle: SignInThrottle;
  audit: AuditService;
}

/** Sign-in for everyone (sign-up: signup.service.ts; sessions and tokens: sessions.service.ts). */
export function createAuthService({ db, sessions, throttle, audit }: AuthServiceDeps) {
  /** Refuses an attempt the throttle will not admit; an admitted one counts as a failure until it succeeds. */
  async function admit(attempt: SignInAttempt): Promise<void> {
    const admission = await throttle.admit(attempt);
    if (admission.admitted) return;
    const seconds = Math.max(1, Math.ceil(admission.retryAfterMs / 1000));
    throw new AppError('too_many_requests', AUTH_MESSAGES.tooManyFailures(seconds), 'too_many_attempts', {
      'retry-after': String(seconds),
    });
  }

  return {
    /**
     * Signs in by email or username. Unknown accounts and wrong passwords answer alike, in about
     * the same time; a disabled account is only revealed to someone who knows its password.
     * Failures are counted per account (whichever identifier named it), so it is looked up first.
     */
    async login(input: LoginInput, device: DeviceContext): Promise<IssuedSession> {
      const { ip } = device;
      const [user] = await db
        .select()
        .from(users)
        .where(or(eq(users.email, input.identifier), sql`lower(${users.username}) = ${input.identifier}`))
        .limit(1);
      const attempt: SignInAttempt = { accountId: user?.id, identifier: input.identifier, ip };
      await admit(attempt);
      const matches = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
      if (!user || !matches) throw new AppError('unauthorized', AUTH_MESSAGES.badCredentials);

      await throttle.succeeded(attempt);
      if (user.disabled) throw new AppError('forbidden', AUTH_MESSAGES.disabled, 'account_disabled');
      return db.transaction(async (tx) => {
        await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
        if (isStaffRole(user.role)) {
          await audit.record(
            { actor: user, action: 'staff.login', entityType: 'user', entityId: user.id, ip },
            tx,
          );
        }
        return sessions.start(user, device, tx);
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
