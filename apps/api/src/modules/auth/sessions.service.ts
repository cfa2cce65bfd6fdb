import { type ActiveSession, type AuthPayload } from '@better-deals/domain';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import type { AuditService, Tx } from '../audit/audit.service';
import { toPublicUser } from './auth.service';
import type { AuthUser } from './auth.types';
import { deviceLabel } from './device-label';
import {
  refreshSession,
  startSession,
  type DeviceContext,
  type IssuedSession,
  type SessionUser,
} from './issued-sessions';
import { endSession, endSessionsOf, type SessionEndReason } from './session-endings';
import type { SessionTokens } from './session-tokens';

// `last_seen_at` is written at most this often per session by ordinary requests.
const LAST_SEEN_STEP_MS = 5 * 60_000;
const MAX_LISTED = 50;

export interface SessionsServiceDeps {
  db: Db;
  tokens: SessionTokens;
  audit: AuditService;
  now?: () => Date;
}

/**
 * Sessions (decision 022): each sign-in is a row; short access tokens name it, and a refresh
 * token, rotated on every use, keeps it going. Revoking the row ends it on every instance, since
 * every authenticated request reads it.
 */
export function createSessionsService({ db, tokens, audit, now = () => new Date() }: SessionsServiceDeps) {
  const deps = { db, tokens, audit, now };

  /**
   * Ends one session (only if it is `userId`'s, when given); false when there was no such live
   * session. Inside `tx` when given.
   */
  function end(
    sessionId: string,
    reason: SessionEndReason,
    { userId, tx }: { userId?: string; tx?: Tx } = {},
  ): Promise<boolean> {
    return endSession(tx ?? db, sessionId, reason, { userId, at: now() });
  }

  return {
    /** Begins a session for `user` on this device (inside `tx` when given). */
    start(user: SessionUser, device: DeviceContext, tx?: Tx): Promise<IssuedSession> {
      return startSession(deps, user, device, tx);
    },

    /**
     * Trades a refresh token for a new access token and the next refresh token; a copied one
     * ends its session.
     */
    refresh(refreshToken: string, device: DeviceContext): Promise<IssuedSession> {
      return refreshSession(deps, refreshToken, device);
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
