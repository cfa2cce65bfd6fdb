import type { AuditAction, AuditEntry } from '@better-deals/domain';
import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/index';
import type { AuthUser } from '../auth/auth.types';

/** A Drizzle transaction: pass one so a write and its audit entry commit or roll back together. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface AuditRecord {
  /** Who acted; null for the command line (`create-admin`). */
  actor: Pick<AuthUser, 'id' | 'email'> | null;
  action: AuditAction;
  entityType: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

// Secrets never reach the log, whatever a caller passes: any key that names one is dropped, at any depth.
const SECRET_KEY = /password|passwd|secret|token|authorization|cookie/i;

/** A JSON copy of `value` without secret-named keys (dates become ISO strings). */
export function redactSecrets(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(
    JSON.stringify(value, (key, v: unknown) => (key && SECRET_KEY.test(key) ? undefined : v)),
  );
}

/** The audit trail of staff actions: written beside each staff write, read by super admins. */
export function createAuditService({ db }: { db: Db }) {
  return {
    /** Adds an entry, inside `tx` when given. */
    async record(entry: AuditRecord, tx?: Tx): Promise<void> {
      await (tx ?? db).insert(auditLog).values({
        actorId: entry.actor?.id ?? null,
        actorEmail: entry.actor?.email ?? null,
        action: entry.action,
        entityType: entry.entityType,
        entityId: entry.entityId,
        before: redactSecrets(entry.before),
        after: redactSecrets(entry.after),
        ip: entry.ip ?? null,
      });
    },

    /** A page of entries, newest first, with the total count. */
    async list({
      page,
      limit,
    }: {
      page: number;
      limit: number;
    }): Promise<{ count: number; data: AuditEntry[] }> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(auditLog),
      ]);
      return {
        count: total?.n ?? 0,
        data: rows.map((r) => ({
          _id: String(r.id),
          at: r.at.toISOString(),
          actorId: r.actorId,
          actorEmail: r.actorEmail,
          action: r.action as AuditAction,
          entityType: r.entityType,
          entityId: r.entityId,
          before: r.before,
          after: r.after,
          ip: r.ip,
        })),
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
