import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Product } from '@better-deals/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/auth-helpers';
import { postProductForm, productFields } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createOrphanImageSweeper, ORPHAN_GRACE_MS } from './orphan-sweeper';

let t: TestApp;
let uploads: string;

beforeAll(async () => {
  t = await createTestApp();
  uploads = path.join(t.config.dataDir, 'uploads');
});

afterAll(async () => {
  await t.close();
});

async function createProduct(status: 'active' | 'draft'): Promise<Product> {
  const admin = (await signInAs(t, 'admin')).headers;
  const res = await postProductForm(t.app, admin, productFields({ status }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: Product }>().data;
}

/** Writes the files a save leaves when the server dies before the product row is written. */
function leftover(publicId: string, ageMs: number): string[] {
  const names = [`${publicId}-320.webp`, `${publicId}-640.webp`, `.${publicId}-960.webp.tmp`];
  const when = new Date(Date.now() - ageMs);
  for (const name of names) {
    writeFileSync(path.join(uploads, name), 'not really a picture');
    utimesSync(path.join(uploads, name), when, when);
  }
  return names;
}

describe('photos left behind by a server killed mid-save are swept', () => {
  it('removes old files no product refers to, keeps every product’s photos and files still being saved', async () => {
    const active = await createProduct('active');
    const draft = await createProduct('draft');
    const kept = readdirSync(uploads);
    expect(kept.length).toBeGreaterThan(0);

    const stale = leftover('deadbeefdeadbeefdeadbeefdeadbeef', ORPHAN_GRACE_MS + 60_000);
    const fresh = leftover('cafebabecafebabecafebabecafebabe', 1_000);
    writeFileSync(path.join(uploads, 'README.txt'), 'not ours to judge');

    const sweeper = createOrphanImageSweeper({ db: t.database.db, uploadsDir: uploads });
    const result = await sweeper.sweep();

    expect(result.removed).toBe(stale.length);
    for (const name of stale) expect(existsSync(path.join(uploads, name)), name).toBe(false);
    for (const name of [...kept, ...fresh, 'README.txt'])
      expect(existsSync(path.join(uploads, name)), name).toBe(true);

    // Both products still show their photos.
    for (const product of [active, draft]) {
      const photo = product.images[0]!;
      const res = await t.app.inject({ method: 'GET', url: photo.url });
      expect(res.statusCode).toBe(200);
    }
  });

  it('once the grace period has passed, files of a save that never finished go too', async () => {
    const names = leftover('0123456789abcdef0123456789abcdef', 1_000);
    const later = createOrphanImageSweeper({
      db: t.database.db,
      uploadsDir: uploads,
      now: () => Date.now() + ORPHAN_GRACE_MS + 5_000,
    });
    await later.sweep();
    for (const name of names) expect(existsSync(path.join(uploads, name))).toBe(false);
  });

  it('a data folder without uploads yet is nothing to sweep', async () => {
    const sweeper = createOrphanImageSweeper({ db: t.database.db, uploadsDir: path.join(uploads, 'none') });
    expect(await sweeper.sweep()).toEqual({ examined: 0, removed: 0 });
  });
});
