import { createHash } from 'node:crypto';
import {
  isStaffRole,
  type AuthPayload,
  type LoginInput,
  type PublicUser,
  type RegisterInput,
} from '@better-deals/domain';
import { normalizeIP } from '@fastify/rate-limit';
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { users, type UserRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { AuditService } from '../audit/audit.service';
import type { AuthUser } from './auth.types';
import type { LoginThrottle } from './login-throttle';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
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

// Identifiers are hashed so the counters (possibly in a shared Redis) hold no email addresses.
const identifierKey = (identifier: string) =>
  `id:${createHash('sha256').update(identifier).digest('base64url').slice(0, 32)}`;
// IPv6 clients usually hold a whole /64: count per network, as the general rate limit does.
const ipKey = (ip: string) => `ip:${normalizeIP(ip)}`;

export interface AuthServiceDeps {
  db: Db;
  tokens: SessionTokens;
  throttle: LoginThrottle;
  audit: AuditService;
  /** Failed sign-ins allowed per identifier and per IP in one throttle window. */
  maxFailures: number;
}

/** Customer sign-up, sign-in for everyone, and turning a bearer token back into a user. */
export function createAuthService({ db, tokens, throttle, audit, maxFailures }: AuthServiceDeps) {
  async function issue(user: UserRow): Promise<AuthPayload> {
    return { token: await tokens.sign(user), user: toPublicUser(user) };
  }

  /** Counts this attempt against each key; over the limit on any key, takes it back and refuses. */
  async function admit(keys: string[]): Promise<void> {
    const hits = await Promise.all(keys.map((k) => throttle.hit(k)));
    const over = hits.filter((h) => h.count > maxFailures);
    if (over.length === 0) return;
    await Promise.all(keys.map((k) => throttle.undo(k)));
    const seconds = Math.max(1, Math.ceil(Math.max(...over.map((h) => h.retryAfterMs)) / 1000));
    throw new AppError('too_many_requests', AUTH_MESSAGES.tooManyFailures(seconds), 'too_many_attempts', {
      'retry-after': String(seconds),
    });
  }

  return {
    /** Creates a customer account and signs it in. */
    async register(input: RegisterInput): Promise<AuthPayload> {
      const passwordHash = await hashPassword(input.password);
      try {
        const [user] = await db
          .insert(users)
          .values({ email: input.email, name: input.name, passwordHash, role: 'customer' })
          .returning();
        return await issue(user as UserRow);
      } catch (error) {
        throw accountConflict(error) ?? error;
      }
    },

    /**
     * Signs in by email or username. Unknown accounts and wrong passwords answer alike, in about
     * the same time; a disabled account is only revealed to someone who knows its password.
     */
    async login(input: LoginInput, ip: string): Promise<AuthPayload> {
      const idKey = identifierKey(input.identifier);
      await admit([idKey, ipKey(ip)]);
      const [user] = await db
        .select()
        .from(users)
        .where(or(eq(users.email, input.identifier), sql`lower(${users.username}) = ${input.identifier}`))
        .limit(1);
      const matches = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
      if (!user || !matches) throw new AppError('unauthorized', AUTH_MESSAGES.badCredentials);

      await Promise.all([throttle.reset(idKey), throttle.undo(ipKey(ip))]);
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
