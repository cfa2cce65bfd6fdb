import { IMAGE_TYPES, PRODUCT_LIMITS, type Product, type ProductImage } from '@better-deals/domain';

/** An image in the product editor: one already saved, or a file picked but not yet uploaded. */
export type EditorImage =
  | { id: string; kind: 'saved'; name: string; image: ProductImage }
  | { id: string; kind: 'new'; name: string; file: File; url: string };

/** What the file input and the drop zone accept (spec §5: image types only). */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

const MB = PRODUCT_LIMITS.imageBytesMax / (1024 * 1024);

/** A saved product's images, in their order. */
export function imagesFromProduct(product: Pick<Product, 'images'>): EditorImage[] {
  return product.images.map((image, index) => ({
    id: image.public_id,
    kind: 'saved',
    name: `Saved image ${index + 1}`,
    image,
  }));
}

/** The list with the image at `from` moved to `to` (both clamped to the list). */
export function moveImage<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length) return next;
  const target = Math.max(0, Math.min(list.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** The image at `index` becomes the first, the one shoppers see on cards. */
export const makePrimary = <T>(list: readonly T[], index: number): T[] => moveImage(list, index, 0);

/** The list without the image `id`. */
export const removeImage = (list: readonly EditorImage[], id: string): EditorImage[] =>
  list.filter((image) => image.id !== id);

export interface AddedImages {
  images: EditorImage[];
  /** One message per file that was not added. */
  errors: string[];
}

/**
 * Appends picked or dropped files: only image types (IMAGE_TYPES), each at most 5 MB, and no
 * more than 8 in all. The others are left out with a message naming them.
 */
export function addImageFiles(
  list: readonly EditorImage[],
  files: readonly File[],
  toEditorImage: (file: File) => EditorImage,
): AddedImages {
  const images = [...list];
  const errors: string[] = [];
  for (const file of files) {
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
      errors.push(`"${file.name}" is not a JPEG, PNG, WebP, GIF or AVIF image.`);
    } else if (file.size === 0) {
      errors.push(`"${file.name}" is empty.`);
    } else if (file.size > PRODUCT_LIMITS.imageBytesMax) {
      errors.push(`"${file.name}" is larger than ${MB} MB.`);
    } else if (images.length >= PRODUCT_LIMITS.imagesMax) {
      errors.push(
        `"${file.name}" was not added: a product may have at most ${PRODUCT_LIMITS.imagesMax} images.`,
      );
    } else {
      images.push(toEditorImage(file));
    }
  }
  return { images, errors };
}

/** The saved images to keep, in the editor's order, as the update's `images` JSON text lists them. */
export function keptImageIds(list: readonly EditorImage[]): string[] {
  return list.flatMap((image) => (image.kind === 'saved' ? [image.image.public_id] : []));
}

/**
 * The server stores kept images first, then new files. When the editor put a new file before a
 * kept one, the saved product needs one more update with this order of public ids; null when
 * the saved order already matches the editor's.
 */
export function orderAfterSave(
  list: readonly EditorImage[],
  saved: readonly ProductImage[],
): string[] | null {
  const keptCount = list.filter((image) => image.kind === 'saved').length;
  const added = saved.slice(keptCount);
  let nextNew = 0;
  const wanted = list.map((image) =>
    image.kind === 'saved' ? image.image.public_id : (added[nextNew++]?.public_id ?? ''),
  );
  if (wanted.some((id) => id === '') || wanted.length !== saved.length) return null;
  return wanted.every((id, i) => id === saved[i]?.public_id) ? null : wanted;
}

/** An editor image as the store's image components take it (a new file shows from its local URL). */
export function previewImage(image: EditorImage): ProductImage {
  return image.kind === 'saved'
    ? image.image
    : { url: image.url, public_id: '', widths: [], width: 640, height: 640 };
}
