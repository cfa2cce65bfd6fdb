import type { IMAGE_TYPES } from '@better-deals/domain';

type ImageType = (typeof IMAGE_TYPES)[number];

const startsWith = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b);
const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString('latin1');

/** The image type a file really is, from its first bytes; null when it is not one we accept. */
export function sniffImageType(buf: Buffer): ImageType | null {
  if (buf.length < 12) return null;
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(buf, 0, 6) === 'GIF87a' || ascii(buf, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(buf, 4, 8) === 'ftyp') {
    // ISO-BMFF: the major brand, then compatible brands up to the box's end.
    const boxEnd = Math.min(buf.readUInt32BE(0), buf.length, 64);
    const brands = [ascii(buf, 8, 12)];
    for (let i = 16; i + 4 <= boxEnd; i += 4) brands.push(ascii(buf, i, i + 4));
    if (brands.some((b) => b === 'avif' || b === 'avis')) return 'image/avif';
  }
  return null;
}
