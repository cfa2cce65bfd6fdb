import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ProductImage } from '@better-deals/domain';
import { AppError } from '../../errors';

/** Widths (px) of the square WebP variants written for every image. */
export const IMAGE_WIDTHS = [320, 640, 960] as const;
type ImageWidth = (typeof IMAGE_WIDTHS)[number];
/** The variant a stored image's `url` points at. */
export const DEFAULT_IMAGE_WIDTH = 640;
/** Inputs larger than this (width × height) are refused before decoding: a decompression bomb guard. */
const MAX_INPUT_PIXELS = 40_000_000;

const LARGEST_WIDTH = Math.max(...IMAGE_WIDTHS);
const WEBP_QUALITY = 78;
/**
 * What shows around a photo that is not square: the whole photo is kept, centred, and the rest of
 * the square is white, the backdrop most product photos already have.
 */
const IMAGE_BACKGROUND = { r: 255, g: 255, b: 255, alpha: 1 } as const;
/** libwebp effort 0–6: at 2 encoding takes about half the time of 3–4 (the default) for a slightly larger file. */
const WEBP_EFFORT = 2;
/** What `save` itself produces; anything else (say a legacy remote id) is not ours to delete. */
const PUBLIC_ID = /^[A-Za-z0-9_-]{1,100}$/;

export interface ImageStoreOptions {
  /** Directory the variant files are written to; created on first save. */
  uploadsDir: string;
  /** URL path the directory is served under. Default '/uploads'. */
  publicPath?: string;
}

/** An image re-encoded into its WebP variants, held in memory until saved. */
export interface EncodedImage {
  readonly variants: ReadonlyArray<{ readonly width: ImageWidth; readonly data: Buffer }>;
}

export interface ImageStore {
  /**
   * Re-encodes any image sharp can read into square WebP variants and writes them. Input that is not
   * a readable image rejects with AppError 'unsupported_media_type', one over MAX_INPUT_PIXELS with
   * 'payload_too_large'.
   */
  save(input: Buffer): Promise<ProductImage>;
  /** The encoding half of `save`, rejecting the same way: one picture encoded once can be saved many times. */
  encode(input: Buffer): Promise<EncodedImage>;
  /** The writing half of `save`: every call writes its own files under a new id. */
  saveEncoded(image: EncodedImage): Promise<ProductImage>;
  /** Deletes every variant of an image; missing files are ignored. */
  remove(image: ProductImage): Promise<void>;
  readonly uploadsDir: string;
}

/**
 * The RGB bytes of RGBA pixels that are opaque everywhere (every SVG, most PNGs), else undefined.
 * Resizing and encoding without a needless alpha channel takes about half the time.
 */
function opaqueRgb(rgba: Buffer): Buffer | undefined {
  const rgb = Buffer.allocUnsafe((rgba.length / 4) * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
    if (rgba[i + 3] !== 255) return undefined;
    rgb[j] = rgba[i] as number;
    rgb[j + 1] = rgba[i + 1] as number;
    rgb[j + 2] = rgba[i + 2] as number;
  }
  return rgb;
}

/** What a client is told when sharp cannot (or will not) decode the upload. */
function inputError(cause: unknown): AppError {
  const message = cause instanceof Error ? cause.message : '';
  const error = /pixel limit/i.test(message)
    ? new AppError(
        'payload_too_large',
        `The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
      )
    : new AppError(
        'unsupported_media_type',
        'The file could not be read as an image. Use JPEG, PNG or WebP.',
      );
  error.cause = cause;
  return error;
}

function variantName(publicId: string, width: number): string {
  return `${publicId}-${width}.webp`;
}

/** A variant's file name (`<id>-<width>.webp`), or its name while being written (`.<name>.tmp`). */
const VARIANT_FILE = /^\.?([A-Za-z0-9_-]{1,100})-\d{1,5}\.webp(\.tmp)?$/;

/** The image id a file in the uploads folder belongs to, or undefined for a file not ours. */
export function imageIdOfFile(name: string): string | undefined {
  return VARIANT_FILE.exec(name)?.[1];
}

/**
 * The URL of an image's variant closest to `width`: the smallest stored one at least that wide,
 * else the largest. Images without recorded widths (not made by this store) keep their own url.
 */
export function imageVariantUrl(image: ProductImage, width: number): string {
  const widths = [...image.widths].sort((a, b) => a - b);
  const chosen = widths.find((w) => w >= width) ?? widths[widths.length - 1];
  if (chosen === undefined) return image.url;
  const slash = image.url.lastIndexOf('/');
  return `${image.url.slice(0, slash + 1)}${variantName(image.public_id, chosen)}`;
}

export function createImageStore({ uploadsDir, publicPath = '/uploads' }: ImageStoreOptions): ImageStore {
  const dir = path.resolve(uploadsDir);
  const urlBase = publicPath.replace(/\/+$/, '');
  let dirReady: Promise<void> | undefined;

  function ensureDir(): Promise<void> {
    dirReady ??= mkdir(dir, { recursive: true }).then(
      () => undefined,
      (error: unknown) => {
        dirReady = undefined; // let a later save try again
        throw error;
      },
    );
    return dirReady;
  }

  async function encode(input: Buffer): Promise<EncodedImage> {
    // Decode once: honour EXIF orientation, fit the whole photo inside a centred square (nothing is
    // cut off), and keep 8-bit sRGB pixels. Metadata (EXIF, GPS, ICC, XMP) is not carried over:
    // sharp strips it unless asked to keep it.
    const master = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1 })
      .rotate()
      .resize(LARGEST_WIDTH, LARGEST_WIDTH, {
        fit: 'contain',
        position: 'centre',
        background: IMAGE_BACKGROUND,
      })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true })
      .catch((error: unknown) => {
        throw inputError(error);
      });
    const { width, height } = master.info;
    const rgb = master.info.channels === 4 ? opaqueRgb(master.data) : undefined;
    const pixels = rgb
      ? { data: rgb, channels: 3 as const }
      : { data: master.data, channels: master.info.channels };
    const variants = await Promise.all(
      IMAGE_WIDTHS.map(async (w) => {
        const pipeline = sharp(pixels.data, { raw: { width, height, channels: pixels.channels } });
        const data = await (w === width ? pipeline : pipeline.resize(w, w))
          .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
          .toBuffer();
        return { width: w, data };
      }),
    );
    return { variants };
  }

  async function saveEncoded(image: EncodedImage): Promise<ProductImage> {
    const publicId = randomUUID().replaceAll('-', '');
    const written: string[] = [];
    try {
      await ensureDir();
      const files = image.variants.map((v) => ({
        data: v.data,
        temp: path.join(dir, `.${variantName(publicId, v.width)}.tmp`),
        final: path.join(dir, variantName(publicId, v.width)),
      }));
      written.push(...files.map((f) => f.temp));
      // Settle every write before judging, so none is still running when a failure cleans up.
      const writes = await Promise.allSettled(files.map((f) => writeFile(f.temp, f.data)));
      const failed = writes.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) throw failed.reason;
      for (const { temp, final } of files) {
        await rename(temp, final);
        written.push(final);
      }
    } catch (error) {
      // Best effort: a cleanup failure must not hide the reason the save failed.
      await Promise.allSettled(written.map((file) => rm(file, { force: true })));
      throw error;
    }
    const widths = image.variants.map((v) => v.width);
    return {
      url: `${urlBase}/${variantName(publicId, DEFAULT_IMAGE_WIDTH)}`,
      public_id: publicId,
      widths,
      width: DEFAULT_IMAGE_WIDTH,
      height: DEFAULT_IMAGE_WIDTH,
    };
  }

  async function save(input: Buffer): Promise<ProductImage> {
    return saveEncoded(await encode(input));
  }

  async function remove(image: ProductImage): Promise<void> {
    if (!PUBLIC_ID.test(image.public_id)) return;
    const widths = new Set<number>([
      ...IMAGE_WIDTHS,
      ...image.widths.filter((w) => Number.isInteger(w) && w > 0),
    ]);
    await Promise.all(
      [...widths].map((w) => rm(path.join(dir, variantName(image.public_id, w)), { force: true })),
    );
  }

  return { save, encode, saveEncoded, remove, uploadsDir: dir };
}
