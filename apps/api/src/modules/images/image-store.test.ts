import { randomBytes, randomUUID } from 'node:crypto';
import type * as Crypto from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_IMAGE_WIDTH,
  IMAGE_WIDTHS,
  createImageStore,
  imageVariantUrl,
  type ImageStore,
} from './image-store';

// Lets one test pick the id a save will use; every other call gets a real random UUID.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof Crypto>();
  return { ...actual, randomUUID: vi.fn(actual.randomUUID) };
});

let root: string;
let uploadsDir: string;
let store: ImageStore;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'image-store-'));
  uploadsDir = path.join(root, 'uploads'); // not created yet: the store makes it on first save
  store = createImageStore({ uploadsDir });
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function filesIn(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** True when the bytes are a RIFF container holding WebP. */
function isWebp(bytes: Buffer): boolean {
  return (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  );
}

async function pixel(file: string, x: number, y: number): Promise<[number, number, number]> {
  const { data } = await sharp(file)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
}

describe('image store', () => {
  it('as a staff member uploading a product photo, my PNG is kept as square WebP pictures in three sizes', async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 4, background: '#1f7a4d' } })
      .png()
      .toBuffer();

    const image = await store.save(png);

    expect(image.public_id).toMatch(/^[0-9a-f]{32}$/);
    expect(image).toEqual({
      url: `/uploads/${image.public_id}-640.webp`,
      public_id: image.public_id,
      widths: [320, 640, 960],
      width: 640,
      height: 640,
    });
    expect(await filesIn(uploadsDir)).toEqual(IMAGE_WIDTHS.map((w) => `${image.public_id}-${w}.webp`).sort());
    for (const width of IMAGE_WIDTHS) {
      const file = path.join(uploadsDir, `${image.public_id}-${width}.webp`);
      expect(isWebp(await readFile(file))).toBe(true);
      const meta = await sharp(file).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: 'webp',
        width,
        height: width,
      });
    }
  });

  it('as a shopper, a landscape product photo is shown whole: its left and right edges are kept and white fills the square above and below', async () => {
    // 800×600: a red stripe down the left edge, a blue one down the right, green between.
    const stripe = (colour: string) =>
      sharp({ create: { width: 40, height: 600, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1f7a4d' } })
      .composite([
        { input: await stripe('#ff0000'), left: 0, top: 0 },
        { input: await stripe('#0000ff'), left: 760, top: 0 },
      ])
      .png()
      .toBuffer();

    const image = await store.save(photo);

    // At 960 px the photo is 960×720, centred: white bands of 120 px above and below.
    const large = path.join(uploadsDir, `${image.public_id}-960.webp`);
    const [leftR, , leftB] = await pixel(large, 10, 480);
    const [rightR, , rightB] = await pixel(large, 949, 480);
    expect(leftR).toBeGreaterThan(200);
    expect(leftB).toBeLessThan(60);
    expect(rightB).toBeGreaterThan(200);
    expect(rightR).toBeLessThan(60);
    const [midR, midG, midB] = await pixel(large, 480, 480);
    expect(midG).toBeGreaterThan(midR + 40);
    expect(midG).toBeGreaterThan(midB + 40);
    for (const [x, y] of [
      [480, 30],
      [480, 929],
      [10, 60],
      [949, 900],
    ] as const) {
      for (const channel of await pixel(large, x, y)) expect(channel).toBeGreaterThan(245);
    }
    expect(image).toMatchObject({ width: 640, height: 640 });
  });

  it('as a shopper, I never see where or with what camera a staff member took a photo, and it is shown the right way up', async () => {
    // Stored landscape with the left half red and the right half blue, tagged "rotate 90° clockwise to view".
    const half = (colour: string) =>
      sharp({ create: { width: 600, height: 600, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const jpeg = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#000' } })
      .composite([
        { input: await half('#ff0000'), left: 0, top: 0 },
        { input: await half('#0000ff'), left: 600, top: 0 },
      ])
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secret Photographer', Copyright: 'Lekki Phase 1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await sharp(jpeg).metadata();
    expect(input.orientation).toBe(6);
    expect(input.exif).toBeDefined();

    const image = await store.save(jpeg);

    for (const width of IMAGE_WIDTHS) {
      const file = path.join(uploadsDir, `${image.public_id}-${width}.webp`);
      const meta = await sharp(file).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      const bytes = await readFile(file);
      expect(bytes.includes('Secret Photographer')).toBe(false);
      expect(bytes.includes('Exif')).toBe(false);
    }
    // Upright, the red half is on top and the blue half below.
    const large = path.join(uploadsDir, `${image.public_id}-960.webp`);
    const [topR, , topB] = await pixel(large, 480, 100);
    const [bottomR, , bottomB] = await pixel(large, 480, 860);
    expect(topR).toBeGreaterThan(200);
    expect(topB).toBeLessThan(60);
    expect(bottomB).toBeGreaterThan(200);
    expect(bottomR).toBeLessThan(60);
  });

  it('as a staff member deleting a product, its pictures are removed, and removing them twice does no harm', async () => {
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const kept = await store.save(png);
    const image = await store.save(png);

    await store.remove(image);
    expect(await filesIn(uploadsDir)).toEqual(IMAGE_WIDTHS.map((w) => `${kept.public_id}-${w}.webp`).sort());
    await expect(store.remove(image)).resolves.toBeUndefined();
  });

  it('as the shop owner, one picture encoded once and saved for two products gives each its own files', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#e5a50a' } })
      .png()
      .toBuffer();
    const encoded = await store.encode(png);
    expect(await filesIn(uploadsDir)).toEqual([]); // encoding alone writes nothing

    const first = await store.saveEncoded(encoded);
    const second = await store.saveEncoded(encoded);
    expect(second.public_id).not.toBe(first.public_id);
    expect(second.widths).toEqual([320, 640, 960]);
    await store.remove(first);
    expect(await filesIn(uploadsDir)).toEqual(
      IMAGE_WIDTHS.map((w) => `${second.public_id}-${w}.webp`).sort(),
    );
    const [r, g, b] = await pixel(path.join(uploadsDir, `${second.public_id}-320.webp`), 160, 160);
    expect(r).toBeGreaterThan(200);
    expect(g).toBeGreaterThan(130);
    expect(b).toBeLessThan(60);
  });

  it('as a staff member uploading a file that is not a picture, I am refused and nothing is left behind', async () => {
    await expect(store.save(randomBytes(4096))).rejects.toMatchObject({
      kind: 'unsupported_media_type',
      message: 'The file could not be read as an image. Use JPEG, PNG or WebP.',
    });
    const truncated = (
      await sharp({ create: { width: 500, height: 500, channels: 3, background: '#123' } })
        .jpeg()
        .toBuffer()
    ).subarray(0, 600);
    await expect(store.save(truncated)).rejects.toMatchObject({ kind: 'unsupported_media_type' });
    expect(await filesIn(uploadsDir)).toEqual([]);
  });

  it('as the shop owner, an upload that claims to be enormous (a decompression bomb) is refused before it is decoded', async () => {
    const bomb = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="8000" height="8000"><rect width="8000" height="8000"/></svg>',
    );
    await expect(store.save(bomb)).rejects.toMatchObject({
      kind: 'payload_too_large',
      message: 'The image is too large: at most 40 megapixels.',
    });
    expect(await filesIn(uploadsDir)).toEqual([]);
  });

  it('as the shop owner, a save that fails while writing leaves no partial files', async () => {
    const id = '0123abcd-0000-4000-8000-00000000f00d';
    const publicId = id.replaceAll('-', '');
    vi.mocked(randomUUID).mockReturnValueOnce(id);
    // Something already sits where the largest variant must go, so the final rename fails.
    const blocker = path.join(uploadsDir, `${publicId}-960.webp`);
    await mkdir(blocker, { recursive: true });
    await writeFile(path.join(blocker, 'keep'), 'x');

    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#09c' } })
      .png()
      .toBuffer();
    const failure = await store.save(png).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ code: 'EISDIR' }); // the real cause, not an upload error

    expect(await filesIn(uploadsDir)).toEqual([`${publicId}-960.webp`]);
  });

  it('as a shopper on a small phone, the picture URL for a given width points at the closest stored size', () => {
    const image = {
      url: '/uploads/abc-640.webp',
      public_id: 'abc',
      widths: [320, 640, 960],
      width: 640,
      height: 640,
    };
    expect(imageVariantUrl(image, 320)).toBe('/uploads/abc-320.webp');
    expect(imageVariantUrl(image, 400)).toBe('/uploads/abc-640.webp');
    expect(imageVariantUrl(image, DEFAULT_IMAGE_WIDTH)).toBe(image.url);
    expect(imageVariantUrl(image, 2000)).toBe('/uploads/abc-960.webp');
    expect(imageVariantUrl({ ...image, url: 'https://cdn.example/x.jpg', widths: [] }, 320)).toBe(
      'https://cdn.example/x.jpg',
    );
  });

  it('as the shop owner serving pictures from another path, URLs use that path', async () => {
    const custom = createImageStore({ uploadsDir, publicPath: '/media/products/' });
    const png = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const image = await custom.save(png);
    expect(image.url).toBe(`/media/products/${image.public_id}-640.webp`);
    expect(custom.uploadsDir).toBe(path.resolve(uploadsDir));
  });
});
