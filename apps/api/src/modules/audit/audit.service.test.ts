import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/index';
import { openTestDatabase } from '../../test/test-database';
import { createAuditService, redactSecrets } from './audit.service';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('an audit entry', () => {
  it('commits or rolls back with the write it records', async () => {
    const audit = createAuditService({ db: database.db });
    const entry = { actor: null, action: 'product.update', entityType: 'product', entityId: 'p1' } as const;
    await database.db.transaction(async (tx) => audit.record(entry, tx));
    await expect(
      database.db.transaction(async (tx) => {
        await audit.record({ ...entry, entityId: 'p2' }, tx);
        throw new Error('the product write failed');
      }),
    ).rejects.toThrow('the product write failed');
    const rows = await database.db.select().from(auditLog);
    expect(rows.map((r) => r.entityId)).toEqual(['p1']);
  });

  it('never keeps a password, hash, token or secret, at any depth', () => {
    const kept = redactSecrets({
      email: 'a@b.co',
      password: 'hunter22',
      passwordHash: '$argon2id$…',
      nested: { token: 'eyJ…', refresh_token: 'r', apiSecret: 's', keep: 1 },
      list: [{ Authorization: 'Bearer x', title: 'Phone' }],
      at: new Date('2026-01-01T00:00:00Z'),
    });
    expect(kept).toEqual({
      email: 'a@b.co',
      nested: { keep: 1 },
      list: [{ title: 'Phone' }],
      at: '2026-01-01T00:00:00.000Z',
    });
    expect(redactSecrets(undefined)).toBeNull();
  });
});
