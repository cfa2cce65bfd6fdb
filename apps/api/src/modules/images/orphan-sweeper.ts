import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { imageIdOfFile } from './image-store';

/**
 * A file younger than this is never swept: a product being created writes its photos first and
 * its row after, so a new file may belong to a save still in flight (here or on another instance
 * sharing the folder).
 */
export const ORPHAN_GRACE_MS = 10 * 60 * 1000;
/** How often a running server sweeps, besides once at start. */
export const ORPHAN_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface SweepResult {
  /** Files looked at (every variant and temporary file in the folder). */
  examined: number;
  removed: number;
}

/**
 * Removes photo files no product refers to: left by a server killed between writing a product's
 * photos and saving the product, or by a failed cleanup. Products of every status keep theirs.
 */
export function createOrphanImageSweeper({
  db,
  uploadsDir,
  graceMs = ORPHAN_GRACE_MS,
  now = () => Date.now(),
}: {
  db: Db;
  uploadsDir: string;
  graceMs?: number;
  now?: () => number;
}) {
  async function referencedIds(): Promise<Set<string>> {
    // Both drivers answer raw SQL with `{ rows }`; the shared database type leaves it unknown.
    const { rows } = (await db.execute(
      sql`select distinct image ->> 'public_id' as public_id
          from products, jsonb_array_elements(products.images) as image`,
    )) as unknown as { rows: { public_id: string | null }[] };
    return new Set(rows.flatMap((r) => (r.public_id ? [r.public_id] : [])));
  }

  /** Sweeps once, sparing files younger than `grace` ms. */
  async function sweep(grace = graceMs): Promise<SweepResult> {
    let names: string[];
    try {
      names = await readdir(uploadsDir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { examined: 0, removed: 0 };
      throw error;
    }
    const candidates = names.flatMap((name) => {
      const id = imageIdOfFile(name);
      return id ? [{ name, id }] : [];
    });
    if (candidates.length === 0) return { examined: 0, removed: 0 };
    // Read the references after listing: a file listed before its product was saved is then
    // known as referenced, or is still young enough to be spared.
    const referenced = await referencedIds();
    const cutoff = now() - grace;
    let removed = 0;
    for (const { name, id } of candidates) {
      if (referenced.has(id)) continue;
      const file = path.join(uploadsDir, name);
      try {
        if ((await stat(file)).mtimeMs > cutoff) continue;
        await rm(file, { force: true });
        removed++;
      } catch (error) {
        // Removed meanwhile (a product deleted, another instance sweeping): nothing to do.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    return { examined: candidates.length, removed };
  }

  /** Sweeps every `intervalMs` from now on; returns a function that stops it. */
  function start(
    intervalMs: number,
    onResult: (result: SweepResult) => void,
    onError: (error: unknown) => void,
  ): () => void {
    const timer = setInterval(() => void sweep().then(onResult, onError), intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  return { sweep, start };
}
