import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { loadPgdataTemplate, migrationTags, PGDATA_TEMPLATE_DIR, readManifest } from './pgdata-template';

const dirs: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bd-template-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The shipped template with its manifest changed by `edit`. */
function templateWith(edit: (manifest: { pglite: string; migrations?: string[] }) => void): string {
  const dir = scratch();
  cpSync(PGDATA_TEMPLATE_DIR, dir, { recursive: true });
  const file = path.join(dir, 'pgdata.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { pglite: string; migrations?: string[] };
  edit(manifest);
  writeFileSync(file, JSON.stringify(manifest));
  return dir;
}

describe('a new installation starts from the shipped cluster', () => {
  it('whose migrations are the first of the store’s: a new data folder opens with every table, ready for an admin', async () => {
    expect(await loadPgdataTemplate()).toBeInstanceOf(Blob);
    const database = await openDatabase({ kind: 'pglite', dataDir: scratch() });
    try {
      const result = (await database.db.execute(
        "select count(*)::int as n from information_schema.tables where table_name in ('products', 'users', 'orders', 'sessions')",
      )) as unknown as { rows: { n: number }[] };
      expect(result.rows[0]?.n).toBe(4);
    } finally {
      await database.close();
    }
  });

  it('holds every migration of the store, so a new data folder runs none (npm run db:template -w apps/api writes it again)', () => {
    expect(readManifest(PGDATA_TEMPLATE_DIR)?.migrations).toEqual(migrationTags());
  });

  it('is passed over when it holds a migration the store does not have, or was written by another PGlite', async () => {
    const foreign = templateWith((m) => {
      m.migrations = ['0000_something_else'];
    });
    expect(await loadPgdataTemplate(foreign)).toBeUndefined();
    const older = templateWith((m) => {
      m.pglite = '0.0.1';
    });
    expect(await loadPgdataTemplate(older)).toBeUndefined();
  });

  it('is used when the store has migrations the copy has not yet (they apply on top)', async () => {
    const behind = templateWith((m) => {
      m.migrations = m.migrations?.slice(0, 3);
    });
    expect(await loadPgdataTemplate(behind)).toBeInstanceOf(Blob);
  });
});
