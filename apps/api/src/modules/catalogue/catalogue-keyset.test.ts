import { asc, desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/index';
import type { CatalogueGeneration } from './catalogue-generation';
import { createKeysetPages, type KeysetSort } from './catalogue-keyset';

const BY_RATING: KeysetSort = {
  keys: [
    { name: 'rating', column: products.rating, descending: true },
    { name: 'id', column: products.id, descending: false },
  ],
  order: [desc(products.rating), asc(products.id)],
  byName: [desc(products.rating), asc(products.id)],
};

/** A catalogue that never changes. */
const STILL: CatalogueGeneration = {
  stamp: () => 'one',
  listingStamp: () => 'one',
  invalidate: () => {},
  sync: async () => {},
};

describe('keyset pagination from sampled keys', () => {
  it('a deep page read while the keys could not be sampled is read without them, and the keys are sampled again once their time is up, though the catalogue stayed the same', async () => {
    let reads = 0;
    const reader = {
      execute: async () => {
        reads++;
        if (reads === 1) throw new Error('statement timeout');
        return { rows: [{ rating: '4.5', id: '00000000-0000-4000-8000-000000000001' }] };
      },
    } as unknown as Db;
    let clock = 0;
    const keyset = createKeysetPages({
      reader,
      generation: STILL,
      every: 3,
      remadeAfterMs: 10_000,
      now: () => clock,
    });
    const deepPage = () => keyset.idsAfterKey('rating', BY_RATING, { offset: 4, limit: 2 });

    expect(await deepPage()).toBeUndefined();
    clock = 9_999;
    expect(await deepPage()).toBeUndefined();
    expect(reads).toBe(1);
    clock = 10_000;
    expect(await deepPage()).toBeDefined();
    expect(reads).toBe(2);
    // Sampled from this catalogue: cached.
    expect(await deepPage()).toBeDefined();
    expect(reads).toBe(2);
  });
});
