import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema/index';
import type { Tx } from '../audit/audit.service';

/** Why a session ended, as kept on its row. */
export type SessionEndReason =
  'logout' | 'signed_out' | 'password_changed' | 'password_reset' | 'disabled' | 'reuse';

/**
 * Ends one session (only if it is `userId`'s, when given); false when there was no such live
 * session.
 */
export async function endSession(
  executor: Db | Tx,
  sessionId: string,
  reason: SessionEndReason,
  { userId, at }: { userId?: string | undefined; at: Date },
): Promise<boolean> {
  const ended = await executor
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
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
