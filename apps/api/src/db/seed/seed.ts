import { eq, sql } from 'drizzle-orm';
import type { ProductImage } from '@better-deals/domain';
import type { Db } from '../client';
import { appMeta, products, type NewProductRow } from '../schema/index';
import type { EncodedImage, ImageStore } from '../../modules/images/image-store';
import { buildDemoCatalogue, demoProductRow, type DemoProduct } from './demo-catalogue';
import { demoPictureKey } from './demo-images';
import { distinctPictures, loadDemoPictures, pictureOf } from './demo-pictures';
import { mapLimit } from './map-limit';

const SEEDED_KEY = 'demo_catalogue_seeded_at';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Writing files mostly waits on the disk. */
const WRITE_CONCURRENCY = 8;

/**
 * Seeds the demo catalogue once per database: never again after it has run (even if every
 * product is later deleted), and never into a database that already holds products.
 * Returns what it seeded, or null when it had nothing to do.
 */
export async function seedDemoCatalogue({
  db,
  imageStore,
  now = new Date(),
}: {
  db: Db;
  imageStore: ImageStore;
  now?: Date;
}): Promise<{ products: number } | null> {
  const [done] = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
  if (done) return null;

  const saved: ProductImage[] = [];
  try {
    return await db.transaction(async (tx) => {
      // Claiming the marker first makes a second instance wait here, then find it taken.
      const claimed = await tx
        .insert(appMeta)
        .values({ key: SEEDED_KEY, value: now.toISOString() })
        .onConflictDoNothing()
        .returning({ key: appMeta.key });
      if (claimed.length === 0) return null;
      const [existing] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(products);
      if ((existing?.n ?? 0) > 0) return null;

      const catalogue = buildDemoCatalogue();
      // Products alike share a picture: each is encoded once (or shipped ready), then written out
      // for every product that shows it, so each product still owns its files.
      const { encoded } = await loadDemoPictures(imageStore, distinctPictures(catalogue));
      const images = await mapLimit(catalogue, WRITE_CONCURRENCY, async (p) => {
        const image = await imageStore.saveEncoded(encoded.get(demoPictureKey(pictureOf(p))) as EncodedImage);
        saved.push(image);
        return image;
      });
      const rows: NewProductRow[] = catalogue.map((p: DemoProduct, i) => {
        const createdAt = new Date(now.getTime() - p.createdDaysAgo * DAY_MS - i * 60_000);
        return {
          ...demoProductRow(p),
          images: [images[i] as ProductImage],
          createdAt,
          updatedAt: createdAt,
        };
      });
      for (let i = 0; i < rows.length; i += 100) {
        await tx.insert(products).values(rows.slice(i, i + 100));
      }
      return { products: rows.length };
    });
  } catch (error) {
    await Promise.all(saved.map((image) => imageStore.remove(image)));
    throw error;
  }
}
