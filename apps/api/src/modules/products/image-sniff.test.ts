import { describe, expect, it } from 'vitest';
import { testImage } from '../../test/multipart';
import { sniffImageType } from './image-sniff';

describe('an upload is judged by its content, not its name', () => {
  it.each(['png', 'jpeg', 'webp', 'gif', 'avif'] as const)(
    'a real %s picture is recognised',
    async (format) => {
      expect(sniffImageType(await testImage(format))).toBe(`image/${format}`);
    },
  );

  it.each([
    ['HTML', '<!doctype html><html><script>alert(1)</script></html>'],
    ['SVG', '<svg xmlns="http://www.w3.org/2000/svg"></svg>'],
    ['a shell script', '#!/bin/sh\necho hi\n'],
    ['a PDF', '%PDF-1.7\n%âãÏÓ\n1 0 obj'],
    ['too short to be anything', 'GIF8'],
  ])('%s is not an image', (_what, content) => {
    expect(sniffImageType(Buffer.from(content))).toBeNull();
  });

  it('an MP4 video (same container family as AVIF) is not an image', () => {
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypisom'),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from('isomiso2mp41'),
    ]);
    expect(sniffImageType(mp4)).toBeNull();
  });
});
