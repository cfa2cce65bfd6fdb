import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariantUrl } from './images';

const photo = { url: '/uploads/abc-640.webp', public_id: 'abc', widths: [960, 320, 640] };

describe('a product photo on a phone and on a wide screen', () => {
  it('offers every stored width, narrowest first, so the browser can pick the smallest that fits', () => {
    expect(imageSrcSet(photo)).toBe(
      '/uploads/abc-320.webp 320w, /uploads/abc-640.webp 640w, /uploads/abc-960.webp 960w',
    );
  });

  it('points each width at the file beside the photo, wherever the photos are served from', () => {
    expect(imageVariantUrl({ ...photo, url: 'https://cdn.example/p/abc-640.webp' }, 320)).toBe(
      'https://cdn.example/p/abc-320.webp',
    );
  });

  it('an image with no stored widths (an old or outside picture) is shown as it is', () => {
    expect(imageSrcSet({ url: '/x.jpg' })).toBeUndefined();
    expect(imageSrcSet({ ...photo, widths: [] })).toBeUndefined();
    expect(imageVariantUrl({ url: '/x.jpg' }, 320)).toBe('/x.jpg');
  });
});
