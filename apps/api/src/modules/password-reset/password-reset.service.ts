import { createHash, randomBytes } from 'node:crypto';
import {
  PASSWORD_RESET_LINK_MINUTES,
  PASSWORD_RESET_MESSAGES,
  type PasswordResetConfirmInput,
} from '@better-deals/domain';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema/index';
import { AppError, loggableError } from '../../errors';
import type { AuditService } from '../audit/audit.service';
import { assertNewPasswordAllowed } from '../auth/new-password';
import { hashPassword } from '../auth/passwords';
import type { DeviceContext, IssuedSession } from '../auth/issued-sessions';
import type { SessionsService } from '../auth/sessions.service';
import { enqueue } from '../outbox/outbox.service';
import type { PasswordResetLimits } from './password-reset-limits';

const LINK_LIFETIME_MS = PASSWORD_RESET_LINK_MINUTES * 60 * 1000;

/** The link's secret: 32 random bytes, base64url (43 characters). */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so a leaked table opens no account. */
export function resetTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The reset email, in plain text. */
function passwordResetMessage(link: string): { subject: string; body: string } {
  const lines = [
    'Hello,',
    '',
    'Someone (we hope you) asked to reset the password of your Better Deals account.',
    `Open this link to choose a new password. It works once, for ${PASSWORD_RESET_LINK_MINUTES} minutes:`,
    '',
    link,
    '',
    'If you did not ask for this, ignore this email: your password stays as it is.',
    '',
    'Better Deals',
  ];
  return { subject: 'Reset your Better Deals password', body: lines.join('\n') };
}

const linkInvalid = () =>
  new AppError('bad_request', PASSWORD_RESET_MESSAGES.linkInvalid, 'reset_link_invalid');

interface PasswordResetServiceDeps {
  db: Db;
  sessions: SessionsService;
  audit: AuditService;
  limits: PasswordResetLimits;
  /** The store's origin the emailed link starts with (config's `linkOrigin`), never a request's Host. */
  origin: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  now?: () => Date;
}

/**
 * Requests asked for and not yet worked on, in this process; past this many a new one is dropped
 * (and logged). At a few milliseconds each, a full queue is worked through in seconds.
 */
const MAX_WAITING_REQUESTS = 1000;

/** "Forgot password?": single-use links by email, and setting a new password with one (decision 020). */
export function createPasswordResetService({
  db,
  sessions,
  audit,
  limits,
  origin,
  log,
  now = () => new Date(),
}: PasswordResetServiceDeps) {
  /** Sends a reset link to `email` when it names an enabled account and the limits allow. */
  async function sendLink(email: string, ip: string): Promise<void> {
    if (!(await limits.admit({ ip, email }))) return;
    const [user] = await db
      .select({ id: users.id, email: users.email, disabled: users.disabled })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    if (user === undefined || user.disabled) return;
    const token = newToken();
    await db.transaction(async (tx) => {
      await tx.insert(passwordResets).values({
        userId: user.id,
        tokenHash: resetTokenHash(token),
        expiresAt: new Date(now().getTime() + LINK_LIFETIME_MS),
        createdAt: now(),
      });
      const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
      await enqueue(tx, { kind: 'password_reset', recipient: user.email, ...passwordResetMessage(link) });
    });
  }

  // Requests are worked on one at a time, after their answer has gone.
  let queue: Promise<void> = Promise.resolve();
  let waiting = 0;

  return {
    /**
     * Takes a request for a reset link to `email`, to be worked on once the caller has its
     * answer: the link is sent when the email names an enabled account and the limits allow.
     * Nothing in the answer, its timing included, tells the caller which happened: the account
     * lookup, the link's token and its writes all come after it.
     */
    request(email: string, { ip }: { ip: string }): void {
      if (waiting >= MAX_WAITING_REQUESTS) {
        log.warn({ waiting }, 'too many password reset requests waiting; one was dropped');
        return;
      }
      waiting++;
      queue = queue
        .then(() => sendLink(email, ip))
        // A failed query's message holds its parameters (the email): the log gets the SQL alone.
        .catch((error: unknown) =>
          log.error({ err: loggableError(error) }, 'a password reset request failed'),
        )
        .finally(() => {
          waiting--;
        });
    },

    /** Resolves once every request taken so far has been worked on (shutdown and tests wait for it). */
    settled(): Promise<void> {
      return queue;
    },

    /**
     * Sets a new password with a link's token and signs its owner in. The link works once: it is
     * marked used in the same transaction as the change, by an update that only matches an unused
     * one, so of two uses at once exactly one succeeds. Every session of the account ends, and
     * every other link sent to it stops working.
     */
    async confirm(input: PasswordResetConfirmInput, device: DeviceContext): Promise<IssuedSession> {
      const { ip } = device;
      const tokenHash = resetTokenHash(input.token);
      const [found] = await db
        .select({ reset: passwordResets, user: users })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        .where(eq(passwordResets.tokenHash, tokenHash))
        .limit(1);
      const at = now();
      if (!found || found.reset.usedAt !== null || found.reset.expiresAt <= at || found.user.disabled) {
        throw linkInvalid();
      }
      // The link stays usable when the new password is refused: the shopper tries another.
      assertNewPasswordAllowed(input.password, found.user);
      const passwordHash = await hashPassword(input.password);

      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(passwordResets)
          .set({ usedAt: at })
          .where(
            and(
              eq(passwordResets.id, found.reset.id),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, at),
            ),
          )
          .returning({ id: passwordResets.id });
        if (!used) throw linkInvalid();
        const [after] = await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(and(eq(users.id, found.user.id), eq(users.disabled, false)))
          .returning();
        if (!after) throw linkInvalid();
        // Whoever knew the old password is signed out everywhere; this device is signed in afresh.
        const ended = await sessions.endAllOf(after.id, 'password_reset', { tx });
        // Other links sent to the account stop working with this one.
        await tx
          .update(passwordResets)
          .set({ usedAt: at })
          .where(
            and(
              eq(passwordResets.userId, after.id),
              isNull(passwordResets.usedAt),
              ne(passwordResets.id, used.id),
            ),
          );
        // Never the password, its hash or the token: only what the change did.
        await audit.record(
          {
            actor: { id: after.id, email: after.email },
            action: 'account.password_reset',
            entityType: 'user',
            entityId: after.id,
            after: { otherSessionsEnded: ended, byEmailLink: true },
            ip,
          },
          tx,
        );
        return sessions.start(after, device, tx);
      });
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
