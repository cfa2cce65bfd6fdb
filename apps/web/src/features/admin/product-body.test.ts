import type { ProductImage } from '@better-deals/domain';
import { describe, expect, it } from 'vitest';
import type { EditorImage } from './image-list';
import { imageOrderBody, productFormData } from './product-body';
import { emptyProductForm } from './product-form';

const values = {
  ...emptyProductForm(),
  title: 'Fan',
  price: '25000',
  category: 'Home & Garden',
  stock: '3',
  description: 'Cool.',
  tags: 'summer, fan',
};
const savedImage = (id: string): EditorImage => ({
  id,
  kind: 'saved',
  name: id,
  image: {
    url: `/uploads/${id}-640.webp`,
    public_id: id,
    widths: [640],
    width: 640,
    height: 640,
  } as ProductImage,
});
const newImage = (name: string): EditorImage => ({
  id: `new-${name}`,
  kind: 'new',
  name,
  file: new File([new Uint8Array(4)], name, { type: 'image/png' }),
  url: `blob:${name}`,
});

describe('the multipart body of a save', () => {
  it('a new product sends its text fields and each file under images, in order, with no version', () => {
    const body = productFormData(values, [newImage('b.png'), newImage('a.png')]);
    expect(body.get('title')).toBe('Fan');
    expect(body.get('tags')).toBe('["summer","fan"]');
    expect(body.get('version')).toBeNull();
    expect(body.getAll('images').map((f) => (f as File).name)).toEqual(['b.png', 'a.png']);
  });

  it('an edit sends the version it loaded and the kept images as JSON text, then the new files', () => {
    const body = productFormData(values, [savedImage('k2'), newImage('n.png'), savedImage('k1')], 4);
    expect(body.get('version')).toBe('4');
    const [kept, ...files] = body.getAll('images');
    expect(kept).toBe('["k2","k1"]');
    expect(files.map((f) => (f as File).name)).toEqual(['n.png']);
  });

  it('the follow-up order update carries every field, the new version and the order', () => {
    expect(imageOrderBody(values, 5, ['n1', 'k1'])).toMatchObject({
      title: 'Fan',
      version: '5',
      images: '["n1","k1"]',
    });
  });
});
