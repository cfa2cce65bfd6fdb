import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants } from 'node:zlib';

/**
 * A new database cluster as the installed PGlite's initdb writes it, with the store's migrations
 * of the day applied, kept in the repository. Creating a cluster costs PGlite a second
 * WebAssembly instance and about 5 s of CPU, and the migrations about 0.7 s more; unpacking this
 * copy costs about 0.5 s. Migrations added since the copy was written run on top as always.
 */
export const PGDATA_TEMPLATE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../pglite-template',
);
const ARCHIVE = 'pgdata.tar.br';
const MANIFEST = 'pgdata.json';

interface Manifest {
  /** The PGlite release whose initdb wrote the cluster; another release makes its own. */
  pglite: string;
  /** The migrations applied in the copy, by tag, in order (none in a copy from before them). */
  migrations?: string[];
}

/** Where the migrations are. */
const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** The store's migrations, by tag, in the order they apply (their journal). */
export function migrationTags(): string[] {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((entry) => entry.tag);
}

/** The version of the PGlite package in use (its exports hide package.json, so it is read beside its entry). */
function installedPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = path.dirname(entry);
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('PGlite has no package.json');
    dir = parent;
  }
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/** The manifest of the template in `dir`: its PGlite and its migrations; undefined without one. */
export function readManifest(dir: string): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(path.join(dir, MANIFEST), 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

/**
 * The template as a tar, or undefined when there is none for the installed PGlite, or its
 * migrations are not the first of the store's (then PGlite runs initdb itself, slower but the
 * same result).
 */
async function readPgdataTemplate(dir: string): Promise<Buffer | undefined> {
  const manifest = readManifest(dir);
  if (manifest?.pglite !== installedPgliteVersion()) return undefined;
  const applied = manifest.migrations ?? [];
  const tags = migrationTags();
  if (applied.some((tag, i) => tags[i] !== tag)) return undefined;
  const archive = await readFile(path.join(dir, ARCHIVE));
  // Undone in pieces of 1 MB: with zlib's default of 16 KB, the 41 MB came back in 2,600 trips
  // through libuv's threads (0.5 s here, against 0.17 s).
  return promisify(brotliDecompress)(archive, { chunkSize: 1 << 20 });
}

/** The template as a tar for PGlite's `loadDataDir` (a cluster in memory); see readPgdataTemplate. */
export async function loadPgdataTemplate(dir = PGDATA_TEMPLATE_DIR): Promise<Blob | undefined> {
  const tar = await readPgdataTemplate(dir);
  return tar && new Blob([new Uint8Array(tar)]);
}

/**
 * Writes the template's cluster into the new folder `pgdata`; nothing when there is no template
 * to use (see readPgdataTemplate). PGlite's own `loadDataDir` writes each file through its
 * WebAssembly file system, a call at a time: 1.1-1.4 s for the 1,100 files, against about
 * 0.35 s here. The files go to a folder beside `pgdata`, renamed into place once all are
 * written, so a start stopped halfway leaves no cluster with files missing.
 */
export async function unpackPgdataTemplate(pgdata: string, dir = PGDATA_TEMPLATE_DIR): Promise<void> {
  const tar = await readPgdataTemplate(dir);
  if (!tar) return;
  const unpacking = `${pgdata}.unpacking`;
  await rm(unpacking, { recursive: true, force: true });
  await extractTar(tar, unpacking);
  // A folder without a cluster in it (what a start stopped before this point may leave).
  await rm(pgdata, { recursive: true, force: true });
  await rename(unpacking, pgdata);
}

/**
 * Writes the folders and files of a tar (the POSIX ustar format of PGlite's `dumpDataDir`) under
 * `dest`, with their permissions. Anything else in it (links, names leaving `dest`) is refused.
 */
export async function extractTar(tar: Uint8Array, dest: string): Promise<void> {
  const text = (start: number, length: number) => {
    const field = tar.subarray(start, start + length);
    const end = field.indexOf(0);
    return Buffer.from(end === -1 ? field : field.subarray(0, end)).toString('utf8');
  };
  const octal = (start: number, length: number) => Number.parseInt(text(start, length).trim() || '0', 8);
  // Read whole first, so a tar refused halfway has written nothing.
  const folders = new Map<string, number>([[dest, 0o700]]);
  const files: { file: string; data: Uint8Array; mode: number }[] = [];
  for (let at = 0; at + 512 <= tar.length;) {
    const name = text(at, 100);
    if (name === '') break; // the end: blocks of zeros
    const prefix = text(at + 257, 6) === 'ustar' ? text(at + 345, 155) : '';
    const entry = (prefix ? `${prefix}/${name}` : name).replace(/^\/+/, '').replace(/\/+$/, '');
    if (entry === '' || entry.split('/').includes('..')) throw new Error(`tar: unsafe name "${name}"`);
    const mode = octal(at + 100, 8) & 0o777;
    const size = octal(at + 124, 12);
    const type = String.fromCharCode(tar[at + 156] ?? 0);
    const target = path.join(dest, entry);
    const data = at + 512;
    if (type === '5') folders.set(target, mode);
    else if (type === '0' || type === '\0') {
      if (!folders.has(path.dirname(target))) folders.set(path.dirname(target), 0o700);
      files.push({ file: target, data: tar.subarray(data, data + size), mode });
    } else {
      throw new Error(`tar: entry "${entry}" of type ${JSON.stringify(type)} is not a file or a folder`);
    }
    at = data + Math.ceil(size / 512) * 512;
  }
  for (const [folder, mode] of folders) await mkdir(folder, { recursive: true, mode });
  // Eight files at a time: enough to keep the disk busy, never near the open-file limit.
  let next = 0;
  const writer = async () => {
    for (let one = files[next++]; one; one = files[next++]) {
      await writeFile(one.file, one.data, { mode: one.mode });
    }
  };
  await Promise.all(Array.from({ length: 8 }, writer));
}

/**
 * Runs the installed PGlite's initdb and the migrations, and writes the template:
 * `npm run db:template -w apps/api`.
 */
export async function writePgdataTemplate(dir = PGDATA_TEMPLATE_DIR): Promise<{ bytes: number }> {
  // Loaded here alone: the server opens PGlite in the database's thread, never in its own.
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const pg = await PGlite.create({ extensions: { pg_trgm } });
  let tar: Buffer;
  try {
    await migrate(drizzle(pg), { migrationsFolder: MIGRATIONS });
    await pg.exec('CHECKPOINT');
    tar = Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer());
  } finally {
    await pg.close();
  }
  // A 16 MB window lets the three near-identical databases of a fresh cluster share one copy.
  const archive = await promisify(brotliCompress)(tar, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: tar.length,
    },
  });
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, ARCHIVE), archive);
  const manifest: Manifest = { pglite: installedPgliteVersion(), migrations: migrationTags() };
  await writeFile(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return { bytes: archive.length };
}
