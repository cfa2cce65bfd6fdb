import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appMeta } from '../../db/schema/index';

const GENERATION_KEY = 'catalogue_generation';

/**
 * Tells whether the catalogue may have changed since an answer was cached. Every write to the
 * products table moves a shared number on (a trigger does it, in the same transaction); each
 * instance re-reads that number at most every `syncMs`, and a write made through this instance
 * counts at once. So a staff edit clears this instance's caches immediately and every other
 * instance's within `syncMs`.
 */
export interface CatalogueGeneration {
  /** A stamp that differs whenever the catalogue may have changed. Never waits on I/O. */
  stamp(): string;
  /** A write went through this instance: stamps change now, and the shared number is re-read. */
  invalidate(): void;
  /** Re-reads the shared number now (tests, start-up). */
  sync(): Promise<void>;
}

export function createCatalogueGeneration({
  db,
  syncMs,
  now = Date.now,
}: {
  db: Db;
  syncMs: number;
  now?: () => number;
}): CatalogueGeneration {
  let shared = '?';
  let local = 0;
  let syncedAt = -Infinity;
  let syncing: Promise<void> | null = null;

  function sync(): Promise<void> {
    syncing ??= (async () => {
      try {
        const [row] = await db
          .select({ value: appMeta.value })
          .from(appMeta)
          .where(eq(appMeta.key, GENERATION_KEY));
        // A failed read leaves the old number: answers stay cached until the database is back.
        if (row) shared = row.value;
      } catch {
        // Nothing to do: the next stamp() tries again.
      } finally {
        syncedAt = now();
        syncing = null;
      }
    })();
    return syncing;
  }

  return {
    stamp() {
      if (now() - syncedAt >= syncMs) void sync();
      return `${shared}.${local}`;
    },
    invalidate() {
      local++;
      void sync();
    },
    sync,
  };
}

/**
 * One read shared by every caller while its key stays the same (say, a catalogue stamp): callers
 * that come while it runs wait on it, later ones get its answer. A failed read is not kept, so the
 * next caller tries again. Without a key (no catalogue stamp to tell when to read again), every
 * caller reads afresh.
 */
export function createSharedRead<T>(): (key: string | undefined, read: () => PromiseLike<T>) => Promise<T> {
  let remembered: { key: string; read: Promise<T> } | null = null;
  return (key, read) => {
    // Once only: a query builder is a thenable that runs its statement each time it is awaited.
    if (key === undefined) return Promise.resolve(read());
    if (remembered?.key !== key) {
      const started = Promise.resolve(read());
      remembered = { key, read: started };
      started.catch(() => {
        if (remembered?.read === started) remembered = null;
      });
    }
    return remembered.read;
  };
}
