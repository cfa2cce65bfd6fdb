import { parseNigerianPhone, type AdminCustomer, type AdminCustomerQuery } from '@better-deals/domain';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { AuditService } from '../audit/audit.service';
import { endSessionsOf } from '../auth/session-endings';
import type { StaffContext } from './users.service';

const isCustomer = eq(users.role, 'customer');

/** `text` for a LIKE pattern, its wildcards taken literally. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The phone part of a search: a whole Nigerian number matches exactly (0803…, +234 803…), a part
 * of one matches the stored +234 form from its start ('0803 12' → '+23480312…'), other digits
 * anywhere. Null when the text is not phone-like or has fewer than three digits.
 */
function phoneCondition(q: string): SQL | null {
  if (!/^[+\d][\d\s\-.()]*$/.test(q)) return null;
  const whole = parseNigerianPhone(q);
  if (whole) return eq(users.phone, whole);
  const digits = q.replace(/\D/g, '');
  if (digits.length < 3) return null;
  if (q.startsWith('+234') || digits.startsWith('234')) return ilike(users.phone, `+${digits}%`);
  if (digits.startsWith('0')) return ilike(users.phone, `+234${digits.slice(1)}%`);
  return ilike(users.phone, `%${digits}%`);
}

/** Customers whose email or name contains `q` (any case), or whose phone matches its digits. */
function searchCondition(q: string): SQL | undefined {
  const like = `%${likeEscape(q)}%`;
  const matches = [ilike(users.email, like), ilike(users.name, like), phoneCondition(q)];
  return or(...matches.filter((m): m is SQL => m !== null));
}

function toAdminCustomer(row: UserRow): AdminCustomer {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    disabled: row.disabled,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

export interface CustomerPage {
  data: AdminCustomer[];
  count: number;
  page: number;
  pages: number;
}

/** Customer accounts as super admins manage them: find, disable and enable. */
export function createCustomersService({ db, audit }: { db: Db; audit: AuditService }) {
  return {
    /** A page of customers, newest first, optionally only those matching `q`. */
    async listCustomers({ q, page, limit }: AdminCustomerQuery): Promise<CustomerPage> {
      const where = q ? and(isCustomer, searchCondition(q)) : isCustomer;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(users).where(where),
      ]);
      const n = total?.n ?? 0;
      return { data: rows.map(toAdminCustomer), count: n, page, pages: Math.max(1, Math.ceil(n / limit)) };
    },

    /**
     * Disables or re-enables a customer. Disabling ends every session at once (their access
     * tokens are refused at the next request, their refresh cookies cannot renew them). Each real change is
     * written to the audit log with the account's state before and after; asking for the state
     * the account already has changes nothing and logs nothing. Staff ids are not customers (404).
     */
    async setDisabled(id: string, disabled: boolean, ctx: StaffContext): Promise<AdminCustomer> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(users)
          .where(and(eq(users.id, id), isCustomer))
          .for('no key update');
        if (!current) throw new AppError('not_found', 'Customer not found.');
        if (current.disabled === disabled) return toAdminCustomer(current);

        const [row] = await tx
          .update(users)
          .set({ disabled, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        // Every device the customer is signed in on is signed out at once.
        if (disabled) await endSessionsOf(tx, id, 'disabled');
        const after = toAdminCustomer(row as UserRow);
        await audit.record(
          {
            actor: ctx.actor,
            action: disabled ? 'customer.disable' : 'customer.enable',
            entityType: 'user',
            entityId: id,
            before: { email: current.email, disabled: current.disabled },
            after: { email: after.email, disabled: after.disabled },
            ip: ctx.ip,
          },
          tx,
        );
        return after;
      });
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
