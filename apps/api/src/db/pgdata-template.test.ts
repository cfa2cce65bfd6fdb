import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import {
  extractTar,
  loadPgdataTemplate,
  migrationTags,
  PGDATA_TEMPLATE_DIR,
  readManifest,
} from './pgdata-template';

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

/** Opens the embedded database in `dataDir` and counts the store's main tables in it (4 of 4). */
async function storeTablesOpened(dataDir: string): Promise<number> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const result = (await database.db.execute(
      "select count(*)::int as n from information_schema.tables where table_name in ('products', 'users', 'orders', 'sessions')",
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n ?? 0;
  } finally {
    await database.close();
  }
}

describe('a new installation starts from the shipped cluster', () => {
  it('whose migrations are the first of the store’s: a new data folder opens with every table, ready for an admin', async () => {
    expect(await loadPgdataTemplate()).toBeInstanceOf(Blob);
    expect(await storeTablesOpened(scratch())).toBe(4);
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

/** Every folder and file under `dir`: its path, permissions, and for a file its bytes. */
function tree(dir: string): Map<string, { mode: number; bytes?: Buffer }> {
  const found = new Map<string, { mode: number; bytes?: Buffer }>();
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dir, entry);
    const stat = statSync(file);
    found.set(entry, { mode: stat.mode & 0o777, bytes: stat.isFile() ? readFileSync(file) : undefined });
  }
  return found;
}

describe('a new data folder gets the shipped cluster written out', () => {
  it('file for file, byte for byte, as the system’s tar unpacks it', async () => {
    const blob = await loadPgdataTemplate();
    const tar = new Uint8Array(await blob!.arrayBuffer());
    const archive = path.join(scratch(), 'pgdata.tar');
    writeFileSync(archive, tar);
    const byTar = path.join(scratch(), 'by-tar');
    mkdirSync(byTar);
    // (Its note that it drops the names' leading '/' is kept out of the test's output.)
    execFileSync('tar', ['-xf', archive, '-C', byTar], { stdio: ['ignore', 'ignore', 'pipe'] });
    const ours = path.join(scratch(), 'ours');
    await extractTar(tar, ours);

    const expected = tree(byTar);
    expect(expected.size).toBeGreaterThan(1_000);
    expect(expected.get('PG_VERSION')?.bytes?.toString()).toMatch(/^\d+\n$/);
    const got = tree(ours);
    expect([...got.keys()].sort()).toEqual([...expected.keys()].sort());
    // Compared as bytes (a deep equality of a 16 MB buffer would walk it index by index).
    const differing = [...expected].filter(([entry, { bytes }]) => {
      const ours = got.get(entry)?.bytes;
      return bytes ? !ours?.equals(bytes) : ours !== undefined;
    });
    expect(differing.map(([entry]) => entry)).toEqual([]);
    // Files keep their permissions (PostgreSQL's own are owner-only).
    for (const [entry, { mode, bytes }] of expected)
      if (bytes) expect(got.get(entry)?.mode, entry).toBe(mode);
  });

  it('refuses a tar whose names leave the folder', async () => {
    const header = new Uint8Array(1024);
    header.set(new TextEncoder().encode('../outside'), 0);
    header.set(new TextEncoder().encode('0000600\0'), 100);
    header.set(new TextEncoder().encode('00000000000\0'), 124);
    header[156] = '0'.charCodeAt(0);
    const dest = path.join(scratch(), 'dest');
    await expect(extractTar(header, dest)).rejects.toThrow(/unsafe name/);
    expect(existsSync(path.join(dest, '..', 'outside'))).toBe(false);
  });

  it('after a start stopped while writing it: the next start writes it again and opens', async () => {
    const dataDir = scratch();
    // What a start stopped halfway leaves: a half-written copy beside an empty cluster folder.
    mkdirSync(path.join(dataDir, 'pgdata.unpacking', 'base'), { recursive: true });
    writeFileSync(path.join(dataDir, 'pgdata.unpacking', 'base', 'half'), 'x');
    mkdirSync(path.join(dataDir, 'pgdata'));
    writeFileSync(path.join(dataDir, 'pgdata', 'stray'), 'x');

    expect(await storeTablesOpened(dataDir)).toBe(4);
    expect(
      readdirSync(dataDir)
        .filter((name) => name.startsWith('pgdata'))
        .sort(),
    ).toEqual(['pgdata']);
    expect(existsSync(path.join(dataDir, 'pgdata', 'stray'))).toBe(false);
  });
});
