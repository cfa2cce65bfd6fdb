import { randomBytes } from 'node:crypto';
import { isStaffRole, type ActiveSession, type AuthPayload, type Role } from '@better-deals/domain';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users, type UserRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { AuditService, Tx } from '../audit/audit.service';
import { AUTH_MESSAGES, toPublicUser } from './auth.service';
import type { AuthUser } from './auth.types';
import { deviceLabel } from './device-label';
import type { SessionTokens } from './session-tokens';

const HOUR = 3_600_000;
/**
 * How long a session lasts: a shopper's stays alive while used at least once a month (every
 * refresh moves the end on); a staff sign-in ends after a working day, however busy.
 */
const SESSION_LIFETIME_MS = { customer: 30 * 24 * HOUR, staff: 8 * HOUR } as const;
/**
 * A token one generation old is still honoured this long after its rotation, answered with the
 * current one: two tabs refreshing at once must not look like theft. Older ones are reuse.
 */
export const REUSE_GRACE_MS = 30_000;
// `last_seen_at` is written at most this often per session by ordinary requests.
const LAST_SEEN_STEP_MS = 5 * 60_000;
const MAX_LISTED = 50;

/** Why a session ended, as kept on its row. */
export type SessionEndReason =
  'logout' | 'signed_out' | 'password_changed' | 'password_reset' | 'disabled' | 'reuse';

/** Where a sign-in comes from: kept for the active-sessions list. */
export interface DeviceContext {
  ip: string;
  userAgent: string | undefined;
}

/** A session just begun or refreshed: the answer's body and the refresh cookie's value. */
export interface IssuedSession {
  payload: AuthPayload;
  refresh: { token: string; maxAgeSeconds: number };
}

type SessionUser = Pick<UserRow, 'id' | 'name' | 'email' | 'role'>;

export interface SessionsServiceDeps {
  db: Db;
  tokens: SessionTokens;
  audit: AuditService;
  now?: () => Date;
}

/**
 * Ends every live session of `userId` but `except`, inside the caller's transaction; how many
 * ended. For services that change an account (disable) without the rest of this one.
 */
export async function endSessionsOf(
  executor: Db | Tx,
  userId: string,
  reason: SessionEndReason,
  { except, at = new Date() }: { except?: string | undefined; at?: Date } = {},
): Promise<number> {
  const ended = await executor
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        except === undefined ? undefined : ne(sessions.id, except),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

const invalid = () => new AppError('unauthorized', AUTH_MESSAGES.sessionInvalid, 'session_invalid');
const lifetimeOf = (role: Role) =>
  isStaffRole(role) ? SESSION_LIFETIME_MS.staff : SESSION_LIFETIME_MS.customer;
const clip = (text: string | undefined, max: number) => (text === undefined ? null : text.slice(0, max));

/**
 * Sessions (decision 022): each sign-in is a row; short access tokens name it, and a refresh
 * token, rotated on every use, keeps it going. Revoking the row ends it on every instance, since
 * every authenticated request reads it.
 */
export function createSessionsService({ db, tokens, audit, now = () => new Date() }: SessionsServiceDeps) {
  async function answer(
    user: SessionUser,
    session: { id: string; secret: string; generation: number; expiresAt: Date },
  ) {
    const token = await tokens.signAccess({ userId: user.id, role: user.role, sessionId: session.id });
    return {
      payload: { token, user: toPublicUser(user) },
      refresh: {
        token: tokens.refreshToken(session),
        maxAgeSeconds: Math.max(0, Math.round((session.expiresAt.getTime() - now().getTime()) / 1000)),
      },
    };
  }

  /**
   * Ends one session (only if it is `userId`'s, when given); false when there was no such live
   * session. Inside `tx` when given.
   */
  async function end(
    sessionId: string,
    reason: SessionEndReason,
    { userId, tx }: { userId?: string; tx?: Tx } = {},
  ): Promise<boolean> {
    const ended = await (tx ?? db)
      .update(sessions)
      .set({ revokedAt: now(), revokedReason: reason })
      .where(
        and(
          eq(sessions.id, sessionId),
          userId === undefined ? undefined : eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
        ),
      )
      .returning({ id: sessions.id });
    return ended.length > 0;
  }

  return {
    /** Begins a session for `user` on this device (inside `tx` when given). */
    async start(user: SessionUser, device: DeviceContext, tx?: Tx): Promise<IssuedSession> {
      const at = now();
      const [session] = await (tx ?? db)
        .insert(sessions)
        .values({
          userId: user.id,
          secret: randomBytes(32).toString('base64url'),
          createdAt: at,
          rotatedAt: at,
          lastSeenAt: at,
          expiresAt: new Date(at.getTime() + lifetimeOf(user.role)),
          ip: device.ip,
          userAgent: clip(device.userAgent, 400),
        })
        .returning();
      return answer(user, session!);
    },

    /**
     * Trades a refresh token for a new access token and the next refresh token. A token of the
     * previous generation within the grace gets the current one; an older genuine token means
     * it was copied: the session ends, and the attempt is logged.
     */
    async refresh(refreshToken: string, device: DeviceContext): Promise<IssuedSession> {
      const parsed = tokens.parseRefresh(refreshToken);
      if (!parsed) throw invalid();
      const [row] = await db
        .select({
          session: sessions,
          user: {
            id: users.id,
            name: users.name,
            email: users.email,
            role: users.role,
            disabled: users.disabled,
          },
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, parsed.sessionId));
      if (!row || !tokens.isGenuine(parsed, row.session)) throw invalid();
      const { session, user } = row;
      const at = now();
      if (session.revokedAt || session.expiresAt <= at || user.disabled) throw invalid();

      if (parsed.generation === session.generation) {
        const [rotated] = await db
          .update(sessions)
          .set({
            generation: sql`${sessions.generation} + 1`,
            rotatedAt: at,
            lastSeenAt: at,
            // A shopper's session lives on while used; a staff session keeps its end.
            ...(isStaffRole(user.role) ? {} : { expiresAt: new Date(at.getTime() + lifetimeOf(user.role)) }),
            ip: device.ip,
            userAgent: clip(device.userAgent, 400),
          })
          .where(
            and(
              eq(sessions.id, session.id),
              eq(sessions.generation, session.generation),
              isNull(sessions.revokedAt),
            ),
          )
          .returning();
        if (rotated) return answer(user, rotated);
        // Another request rotated it a moment ago: answer as for the previous generation.
        const [current] = await db.select().from(sessions).where(eq(sessions.id, session.id));
        if (!current || current.revokedAt || current.generation !== parsed.generation + 1) throw invalid();
        return answer(user, current);
      }
      const withinGrace =
        parsed.generation === session.generation - 1 &&
        at.getTime() - session.rotatedAt.getTime() <= REUSE_GRACE_MS;
      if (withinGrace) return answer(user, session);

      await db.transaction(async (tx) => {
        await end(session.id, 'reuse', { tx });
        await audit.record(
          {
            actor: null,
            action: 'session.reuse',
            entityType: 'user',
            entityId: user.id,
            after: { session: session.id, device: deviceLabel(device.userAgent) },
            ip: device.ip,
          },
          tx,
        );
      });
      throw invalid();
    },

    /**
     * The user an access token speaks for, or null: the token must verify, its session be live,
     * and its user exist, be enabled and hold the same role as when it was issued.
     */
    async authenticate(accessToken: string): Promise<AuthUser | null> {
      const claims = await tokens.verifyAccess(accessToken);
      if (!claims) return null;
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          username: users.username,
          name: users.name,
          role: users.role,
          disabled: users.disabled,
          revokedAt: sessions.revokedAt,
          expiresAt: sessions.expiresAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, claims.sid));
      const at = now();
      if (!row || row.id !== claims.sub || row.revokedAt || row.expiresAt <= at) return null;
      if (row.disabled || row.role !== claims.role) return null;
      if (at.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_STEP_MS) {
        await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, claims.sid));
      }
      return {
        id: row.id,
        email: row.email,
        username: row.username,
        name: row.name,
        role: row.role,
        sessionId: claims.sid,
      };
    },

    /** A new access token for a live session (after a password change, say). */
    async access(user: SessionUser, sessionId: string): Promise<AuthPayload> {
      const token = await tokens.signAccess({ userId: user.id, role: user.role, sessionId });
      return { token, user: toPublicUser(user) };
    },

    end,

    /** Ends the session a genuine refresh token (of any generation) belongs to; false otherwise. */
    async endByRefreshToken(refreshToken: string, reason: SessionEndReason): Promise<boolean> {
      const parsed = tokens.parseRefresh(refreshToken);
      if (!parsed) return false;
      const [session] = await db.select().from(sessions).where(eq(sessions.id, parsed.sessionId));
      if (!session || !tokens.isGenuine(parsed, session)) return false;
      return end(session.id, reason);
    },

    /** Ends `userId`'s session `sessionId` only if it is theirs and live. */
    endOwn(userId: string, sessionId: string): Promise<boolean> {
      return end(sessionId, 'signed_out', { userId });
    },

    /** Ends every live session of `userId` but `except`; how many ended. Inside `tx` when given. */
    endAllOf(
      userId: string,
      reason: SessionEndReason,
      { except, tx }: { except?: string; tx?: Tx } = {},
    ): Promise<number> {
      return endSessionsOf(tx ?? db, userId, reason, { except, at: now() });
    },

    /** The user's live sessions, most recently used first; `currentId` is marked. */
    async listOf(userId: string, currentId: string): Promise<ActiveSession[]> {
      const rows = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now())))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
        .limit(MAX_LISTED);
      return rows.map((row) => ({
        id: row.id,
        device: deviceLabel(row.userAgent),
        signedInAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === currentId,
      }));
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
