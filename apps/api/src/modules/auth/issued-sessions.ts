import { randomBytes } from 'node:crypto';
import { isStaffRole, type AuthPayload, type Role } from '@better-deals/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users, type UserRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { AuditService, Tx } from '../audit/audit.service';
import { AUTH_MESSAGES, toPublicUser } from './auth.service';
import { deviceLabel } from './device-label';
import { endSession } from './session-endings';
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

export type SessionUser = Pick<UserRow, 'id' | 'name' | 'email' | 'role'>;

/** What starting and refreshing a session use. */
interface IssuingDeps {
  db: Db;
  tokens: SessionTokens;
  audit: AuditService;
  now: () => Date;
}

const invalid = () => new AppError('unauthorized', AUTH_MESSAGES.sessionInvalid, 'session_invalid');
const lifetimeOf = (role: Role) =>
  isStaffRole(role) ? SESSION_LIFETIME_MS.staff : SESSION_LIFETIME_MS.customer;
const clip = (text: string | undefined, max: number) => (text === undefined ? null : text.slice(0, max));

/** The answer for a session: a new access token, and the refresh token with its cookie's life. */
async function issue(
  { tokens, now }: Pick<IssuingDeps, 'tokens' | 'now'>,
  user: SessionUser,
  session: { id: string; secret: string; generation: number; expiresAt: Date },
): Promise<IssuedSession> {
  const token = await tokens.signAccess({ userId: user.id, role: user.role, sessionId: session.id });
  return {
    payload: { token, user: toPublicUser(user) },
    refresh: {
      token: tokens.refreshToken(session),
      maxAgeSeconds: Math.max(0, Math.round((session.expiresAt.getTime() - now().getTime()) / 1000)),
    },
  };
}

/** Begins a session for `user` on this device (inside `tx` when given). */
export async function startSession(
  deps: IssuingDeps,
  user: SessionUser,
  device: DeviceContext,
  tx?: Tx,
): Promise<IssuedSession> {
  const at = deps.now();
  const [session] = await (tx ?? deps.db)
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
  return issue(deps, user, session!);
}

/**
 * Trades a refresh token for a new access token and the next refresh token. A token of the
 * previous generation within the grace gets the current one; an older genuine token means
 * it was copied: the session ends, and the attempt is logged.
 */
export async function refreshSession(
  deps: IssuingDeps,
  refreshToken: string,
  device: DeviceContext,
): Promise<IssuedSession> {
  const { db, tokens, audit, now } = deps;
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
    if (rotated) return issue(deps, user, rotated);
    // Another request rotated it a moment ago: answer as for the previous generation.
    const [current] = await db.select().from(sessions).where(eq(sessions.id, session.id));
    if (!current || current.revokedAt || current.generation !== parsed.generation + 1) throw invalid();
    return issue(deps, user, current);
  }
  const withinGrace =
    parsed.generation === session.generation - 1 &&
    at.getTime() - session.rotatedAt.getTime() <= REUSE_GRACE_MS;
  if (withinGrace) return issue(deps, user, session);

  await db.transaction(async (tx) => {
    await endSession(tx, session.id, 'reuse', { at: now() });
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
}
