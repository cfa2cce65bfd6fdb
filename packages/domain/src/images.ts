/** An image as the API, the cart and the wishlist carry it: only `url` is certain. */
export interface ImageLike {
  url: string;
  public_id?: string;
  /** Widths (px) stored beside `url` as `<public_id>-<width>.webp`. */
  widths?: number[];
  width?: number;
  height?: number;
}

/**
 * How wide each kind of product photo shows, for the browser to pick a width from the srcset.
 * The web app's images and the server's early image hints use the same values, so the browser
 * picks the same file for both.
 */
export const IMAGE_SIZES = {
  /** A store card in the grid: two columns on a phone, up to four on a wide screen. */
  card: '(min-width: 1280px) 240px, (min-width: 1024px) 30vw, (min-width: 768px) 33vw, calc(50vw - 8px)',
  /** A flash deal in the grid. */
  dealCard: '(min-width: 1280px) 300px, (min-width: 1024px) 30vw, calc(50vw - 8px)',
  /** The featured flash deal, and the main photo of a product page. */
  hero: '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw',
} as const;

/** The address of one width of an image, in the folder of its `url`. */
export function imageVariantUrl(image: ImageLike, width: number): string {
  if (!image.public_id) return image.url;
  return image.url.replace(/[^/]*$/, `${image.public_id}-${width}.webp`);
}

/** A `srcset` of every stored width, or undefined when the image has no variants. */
export function imageSrcSet(image: ImageLike): string | undefined {
  if (!image.public_id || !image.widths || image.widths.length === 0) return undefined;
  return [...image.widths]
    .sort((a, b) => a - b)
    .map((w) => `${imageVariantUrl(image, w)} ${w}w`)
    .join(', ');
}
