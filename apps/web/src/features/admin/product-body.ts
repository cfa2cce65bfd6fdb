import { keptImageIds, type EditorImage } from './image-list';
import { productFields, type ProductFormValues } from './product-form';

/**
 * The multipart body of a save (spec §7): every text field; on update also `version` (the one
 * the editor loaded, for stale-write detection) and the saved images to keep as JSON text under
 * `images`; then each new file under `images`, in the editor's order.
 */
export function productFormData(
  values: ProductFormValues,
  images: readonly EditorImage[],
  version?: number,
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(productFields(values))) body.append(name, value);
  if (version !== undefined) {
    body.append('version', String(version));
    body.append('images', JSON.stringify(keptImageIds(images)));
  }
  for (const image of images) {
    if (image.kind === 'new') body.append('images', image.file, image.file.name);
  }
  return body;
}

/** The follow-up update that only puts the saved images in the editor's order (JSON, no files). */
export function imageOrderBody(
  values: ProductFormValues,
  version: number,
  order: readonly string[],
): Record<string, string> {
  return { ...productFields(values), version: String(version), images: JSON.stringify(order) };
}
