import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const JOURNAL = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle/meta/_journal.json',
);

describe('the migrations', () => {
  it('are each dated after the one before, so a store already running takes a new one when it starts', () => {
    // The migrator applies only migrations dated after the last one a database has applied: one
    // dated earlier would be passed over on every existing store, and run only on new ones.
    const { entries } = JSON.parse(readFileSync(JOURNAL, 'utf8')) as {
      entries: { tag: string; when: number }[];
    };
    const outOfOrder = entries.filter((entry, i) => i > 0 && entry.when <= (entries[i - 1]?.when ?? 0));
    expect(outOfOrder.map((entry) => entry.tag)).toEqual([]);
  });
});
