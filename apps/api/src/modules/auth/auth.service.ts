import { isStaffRole, type AuthPayload, type LoginInput, type PublicUser } from '@better-deals/domain';
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { users, type UserRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { AuditService } from '../audit/audit.service';
import type { AuthUser } from './auth.types';
import type { SignInAttempt, SignInThrottle } from './sign-in-throttle';
import { dummyPasswordHash, verifyPassword } from './passwords';
import type { SessionTokens } from './session-tokens';

const minutes = (seconds: number) => {
  const n = Math.ceil(seconds / 60);
  return n === 1 ? '1 minute' : `${n} minutes`;
};

/** Every message about signing in and permissions, in one place. */
export const AUTH_MESSAGES = {
  registered: 'Registration successful!',
  signedIn: 'Login successful!',
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
  tokens: SessionTokens;
  /** Failed sign-ins per account, per account+IP and per IP (decision 017). */
  throttle: SignInThrottle;
  audit: AuditService;
}

/** Sign-in for everyone, and turning a bearer token back into a user (sign-up: signup.service.ts). */
export function createAuthService({ db, tokens, throttle, audit }: AuthServiceDeps) {
  async function issue(user: UserRow): Promise<AuthPayload> {
    return { token: await tokens.sign(user), user: toPublicUser(user) };
  }

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
    async login(input: LoginInput, ip: string): Promise<AuthPayload> {
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
      await db.transaction(async (tx) => {
        await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
        if (isStaffRole(user.role)) {
          await audit.record(
            { actor: user, action: 'staff.login', entityType: 'user', entityId: user.id, ip },
            tx,
          );
        }
      });
      return issue(user);
    },

    /**
     * The user a token speaks for, or null: the token must verify, and its user must still exist,
     * be enabled, and hold the same role and token version as when it was issued.
     */
    async authenticate(token: string): Promise<AuthUser | null> {
      const claims = await tokens.verify(token);
      if (!claims) return null;
      const [user] = await db
        .select({
          id: users.id,
          email: users.email,
          username: users.username,
          name: users.name,
          role: users.role,
          disabled: users.disabled,
          tokenVersion: users.tokenVersion,
        })
        .from(users)
        .where(eq(users.id, claims.sub));
      if (!user || user.disabled || user.tokenVersion !== claims.tv || user.role !== claims.role) return null;
      return { id: user.id, email: user.email, username: user.username, name: user.name, role: user.role };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
