import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appMeta } from '../../db/schema/index';

const GENERATION_KEY = 'catalogue_generation';
/** Moved on only by writes that can change what a filtered list holds (migration 0014). */
const LISTING_KEY = 'listing_generation';

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
  /**
   * A stamp that differs whenever the products a filtered list can hold may have changed: products
   * added or removed, or their status, category, brand, price or rating. Orders leave it as it is.
   */
  listingStamp(): string;
  /**
   * A write went through this instance: stamps change now, and the shared numbers are re-read.
   * `'stock'`: the write set only stock and sales (an order placed, cancelled or swept away), so
   * the listing stamp stays.
   */
  invalidate(what?: 'catalogue' | 'stock'): void;
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
  let sharedListing = '?';
  let local = 0;
  let localListing = 0;
  let syncedAt = -Infinity;
  let syncing: Promise<void> | null = null;

  function sync(): Promise<void> {
    syncing ??= (async () => {
      try {
        const rows = await db
          .select({ key: appMeta.key, value: appMeta.value })
          .from(appMeta)
          .where(inArray(appMeta.key, [GENERATION_KEY, LISTING_KEY]));
        // A failed read leaves the old numbers: answers stay cached until the database is back.
        for (const row of rows) {
          if (row.key === GENERATION_KEY) shared = row.value;
          else sharedListing = row.value;
        }
      } catch {
        // Nothing to do: the next stamp() tries again.
      } finally {
        syncedAt = now();
        syncing = null;
      }
    })();
    return syncing;
  }

  /** Starts re-reading the shared numbers when they are older than `syncMs`; never waits. */
  function syncWhenDue(): void {
    if (now() - syncedAt >= syncMs) void sync();
  }

  return {
    stamp() {
      syncWhenDue();
      return `${shared}.${local}`;
    },
    listingStamp() {
      syncWhenDue();
      return `${sharedListing}.${localListing}`;
    },
    invalidate(what = 'catalogue') {
      local++;
      if (what === 'catalogue') localListing++;
      void sync();
    },
    sync,
  };
}

/**
 * One read shared by every caller while its key stays the same (say, a catalogue stamp): callers
 * that come while it runs wait on it, later ones get its answer. A failed read is not cached, so the
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

/** One read made for a stamp, and what came of it. */
interface CachedMade<T> {
  stamp: string;
  madeAt: number;
  made: Promise<T | undefined>;
  /** Set once the read has answered. */
  value?: T;
  /** The read failed: it is made again once its time is up, even for the same stamp. */
  failed?: true;
}

/**
 * One read cached per stamp (sampled keys, counts in memory): made when first asked for a stamp
 * and cached while the stamp stays the same. For a newer stamp, or after a failed read, it is made again at
 * most every `remadeAfterMs`; in between, and when a read fails, the answer is undefined, and the
 * caller finds its answer another way. A read made for an older stamp is never answered.
 */
export function createCachedRead<T>({
  remadeAfterMs,
  now = Date.now,
}: {
  remadeAfterMs: number;
  now?: () => number;
}) {
  let cached: CachedMade<T> | undefined;
  // The last value made, whatever its stamp.
  let last: T | undefined;

  /** The read for `stamp`: cached, or made now, or undefined while a new one is not yet due. */
  function read(stamp: string, make: () => Promise<T>): Promise<T | undefined> {
    if (cached?.stamp === stamp && !cached.failed) return cached.made;
    if (cached && now() - cached.madeAt < remadeAfterMs) return Promise.resolve(undefined);
    const fresh: CachedMade<T> = { stamp, madeAt: now(), made: Promise.resolve(undefined) };
    fresh.made = make().then(
      (value) => (fresh.value = last = value),
      () => {
        fresh.failed = true;
        return undefined;
      },
    );
    cached = fresh;
    return fresh.made;
  }

  return {
    read,
    /** What the read made for `stamp`, if it is made; otherwise starts it when due, waiting for nothing. */
    peek(stamp: string, make: () => Promise<T>): T | undefined {
      if (cached?.stamp === stamp && cached.value !== undefined) return cached.value;
      void read(stamp, make);
      return undefined;
    },
    /**
     * What the read last made, for whatever stamp: for a caller that a recent answer serves as
     * well as the current one. When nothing is made yet, or what was made is `olderThanMs` old,
     * starts the read (when due), waiting for nothing.
     */
    latest(stamp: string, make: () => Promise<T>, olderThanMs: number): T | undefined {
      if (last === undefined || !cached || now() - cached.madeAt >= olderThanMs) void read(stamp, make);
      return last;
    },
    /** Settles once the read last started has answered (tests). */
    made: async (): Promise<void> => {
      await cached?.made;
    },
  };
}

export type CachedRead<T> = ReturnType<typeof createCachedRead<T>>;
