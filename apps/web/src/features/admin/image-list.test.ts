import type { ProductImage } from '@better-deals/domain';
import { describe, expect, it } from 'vitest';
import {
  addImageFiles,
  imagesFromProduct,
  keptImageIds,
  makePrimary,
  moveImage,
  orderAfterSave,
  removeImage,
  type EditorImage,
} from './image-list';

const saved = (id: string): ProductImage => ({
  url: `/uploads/${id}-640.webp`,
  public_id: id,
  widths: [320, 640],
  width: 640,
  height: 640,
});
const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const toEditor = (file: File): EditorImage => ({
  id: `new-${file.name}`,
  kind: 'new',
  name: file.name,
  file,
  url: `blob:${file.name}`,
});

describe('reordering the editor images', () => {
  it('an admin moves the second image to primary and it becomes first', () => {
    expect(makePrimary(['a', 'b', 'c'], 1)).toEqual(['b', 'a', 'c']);
  });

  it('move left and right swap neighbours; moves past the ends stay at the ends', () => {
    expect(moveImage(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveImage(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveImage(['a', 'b', 'c'], 2, 9)).toEqual(['a', 'b', 'c']);
    expect(moveImage(['a', 'b', 'c'], 5, 0)).toEqual(['a', 'b', 'c']);
  });

  it('dragging the first image onto the third puts it third', () => {
    expect(moveImage(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
  });

  it('removing an image keeps the others in order', () => {
    const list = imagesFromProduct({ images: [saved('a'), saved('b'), saved('c')] });
    expect(removeImage(list, 'b').map((i) => i.id)).toEqual(['a', 'c']);
  });
});

describe('adding files', () => {
  it('only image types are added; a PDF is named in the message', () => {
    const pdf = new File(['%PDF'], 'specs.pdf', { type: 'application/pdf' });
    const result = addImageFiles([], [png('front.png'), pdf], toEditor);
    expect(result.images.map((i) => i.name)).toEqual(['front.png']);
    expect(result.errors).toEqual(['"specs.pdf" is not a JPEG, PNG, WebP, GIF or AVIF image.']);
  });

  it('a file over 5 MB or an empty one is left out', () => {
    const result = addImageFiles([], [png('huge.png', 5 * 1024 * 1024 + 1), png('empty.png', 0)], toEditor);
    expect(result.images).toEqual([]);
    expect(result.errors).toEqual(['"huge.png" is larger than 5 MB.', '"empty.png" is empty.']);
  });

  it('no more than 8 images in all', () => {
    const seven = Array.from({ length: 7 }, (_, i) => toEditor(png(`p${i}.png`)));
    const result = addImageFiles(seven, [png('eight.png'), png('nine.png')], toEditor);
    expect(result.images).toHaveLength(8);
    expect(result.errors).toEqual(['"nine.png" was not added: a product may have at most 8 images.']);
  });
});

describe('saving the image order', () => {
  it('the update keeps the saved images in the editor order', () => {
    const list = [...imagesFromProduct({ images: [saved('a'), saved('b')] })].reverse();
    expect(keptImageIds([...list, toEditor(png('new.png'))])).toEqual(['b', 'a']);
  });

  it('a new file placed before a kept image needs a follow-up order', () => {
    const list: EditorImage[] = [toEditor(png('new.png')), ...imagesFromProduct({ images: [saved('a')] })];
    // The server put kept images first, then the new file (saved as "n1").
    expect(orderAfterSave(list, [saved('a'), saved('n1')])).toEqual(['n1', 'a']);
  });

  it('no follow-up when the server order already matches', () => {
    const list: EditorImage[] = [...imagesFromProduct({ images: [saved('a')] }), toEditor(png('new.png'))];
    expect(orderAfterSave(list, [saved('a'), saved('n1')])).toBeNull();
  });
});
