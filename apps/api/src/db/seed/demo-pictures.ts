import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMAGE_WIDTHS, type EncodedImage, type ImageStore } from '../../modules/images/image-store';
import type { DemoProduct } from './demo-catalogue';
import { demoPictureKey, renderDemoImage, type DemoPicture } from './demo-images';
import { mapLimit } from './map-limit';

/**
 * The demo pictures, rendered ahead of time by `render-demo-pictures.ts` and shipped with the code:
 * drawing and encoding all of them takes about ten seconds of CPU, which a first start should not
 * wait for. `manifest.json` records the SVG each file was rendered from, so a drawing changed since
 * is drawn afresh at seeding time instead.
 */
export const SHIPPED_PICTURES_DIR = fileURLToPath(new URL('./demo-pictures/', import.meta.url));
const MANIFEST = 'manifest.json';
/** Drawing and encoding keep one core busy each; more at once only queue for the same cores. */
const ENCODE_CONCURRENCY = Math.max(1, availableParallelism());

/** Picture key → fingerprint of the SVG its shipped files were rendered from. */
type Manifest = Record<string, string>;

/** What a demo product's picture shows. */
export const pictureOf = (p: DemoProduct): DemoPicture => ({ drawing: p.drawing, hue: p.imageHue });

/** The distinct pictures of a catalogue, by key, in catalogue order. */
export function distinctPictures(catalogue: readonly DemoProduct[]): Map<string, DemoPicture> {
  return new Map(catalogue.map((p) => [demoPictureKey(pictureOf(p)), pictureOf(p)]));
}

/** A fingerprint of a picture's SVG. */
export function pictureDigest(svg: Buffer): string {
  return createHash('sha256').update(svg).digest('hex').slice(0, 16);
}

export function shippedFileName(picture: DemoPicture, width: number): string {
  return `${demoPictureKey(picture).replace('@', '-')}-${width}.webp`;
}

export async function readManifest(dir: string): Promise<Manifest> {
  try {
    return JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/** A picture's shipped variants, if they were rendered from exactly this SVG. */
async function readShipped(
  dir: string,
  manifest: Manifest,
  picture: DemoPicture,
  svg: Buffer,
): Promise<EncodedImage | undefined> {
  if (manifest[demoPictureKey(picture)] !== pictureDigest(svg)) return undefined;
  try {
    const variants = await Promise.all(
      IMAGE_WIDTHS.map(async (width) => ({
        width,
        data: await readFile(path.join(dir, shippedFileName(picture, width))),
      })),
    );
    return { variants };
  } catch {
    return undefined;
  }
}

/**
 * Every picture encoded once, by key: read from the shipped renderings where they match the
 * current drawing, drawn and encoded by the image store otherwise. `drawn` counts the latter.
 */
export async function loadDemoPictures(
  imageStore: ImageStore,
  pictures: ReadonlyMap<string, DemoPicture>,
  dir = SHIPPED_PICTURES_DIR,
): Promise<{ encoded: Map<string, EncodedImage>; drawn: number }> {
  const manifest = await readManifest(dir);
  const encoded = new Map<string, EncodedImage>();
  let drawn = 0;
  await mapLimit([...pictures], ENCODE_CONCURRENCY, async ([key, picture]) => {
    const svg = renderDemoImage(picture);
    let image = await readShipped(dir, manifest, picture, svg);
    if (!image) {
      image = await imageStore.encode(svg);
      drawn++;
    }
    encoded.set(key, image);
  });
  return { encoded, drawn };
}

/**
 * Renders `pictures` into `dir` with the image store's encoder, writes the manifest and removes
 * renderings no longer needed. Returns the total size of the files written.
 */
export async function writeShippedPictures(
  imageStore: ImageStore,
  pictures: ReadonlyMap<string, DemoPicture>,
  dir = SHIPPED_PICTURES_DIR,
): Promise<{ files: number; bytes: number }> {
  await mkdir(dir, { recursive: true });
  const manifest: Manifest = {};
  const keep = new Set<string>([MANIFEST]);
  let bytes = 0;
  await mapLimit([...pictures], ENCODE_CONCURRENCY, async ([key, picture]) => {
    const svg = renderDemoImage(picture);
    const image = await imageStore.encode(svg);
    for (const { width, data } of image.variants) {
      const name = shippedFileName(picture, width);
      await writeFile(path.join(dir, name), data);
      keep.add(name);
      bytes += data.length;
    }
    manifest[key] = pictureDigest(svg);
  });
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  await writeFile(path.join(dir, MANIFEST), `${JSON.stringify(sorted, null, 2)}\n`);
  for (const name of await readdir(dir)) {
    if (!keep.has(name)) await rm(path.join(dir, name), { force: true });
  }
  return { files: keep.size - 1, bytes };
}
