import { describe, expect, it } from 'vitest';
import { ICON_SHAPES, iconStylesheet } from './icon-shapes';

/** The SVG inside each `.icon-NAME{--icon:url("…")}` rule, as a browser decodes it. */
function masks(css: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, address] of css.matchAll(/^\.icon-([a-z-]+)\{--icon:url\("([^"]*)"\)\}$/gm)) {
    found.set(name!, decodeURIComponent(address!.replace(/^data:image\/svg\+xml,/, '')));
  }
  return found;
}

describe('icons rendered by the stylesheet', () => {
  it('every icon a page can name has a mask rule, and nothing else does', () => {
    const css = iconStylesheet();
    expect([...masks(css).keys()].sort()).toEqual(Object.keys(ICON_SHAPES).sort());
    expect(css.split('\n')).toHaveLength(Object.keys(ICON_SHAPES).length);
  });

  it('each mask is a whole SVG image in the shared 24-pixel frame, its shapes closed', () => {
    for (const [name, svg] of masks(iconStylesheet())) {
      expect(svg, name).toMatch(
        /^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 24 24' [^<>]*>.*<\/svg>$/,
      );
      const inner = svg.slice(svg.indexOf('>') + 1, -'</svg>'.length);
      // Only self-closed shapes, with no quote that would end the CSS string early.
      expect(inner, name).toMatch(/^(<(path|circle|rect) [^<>"]*\/>)+$/);
    }
  });

  it('a filled part keeps its fill in the mask (the saved heart is solid, the other outlined)', () => {
    const found = masks(iconStylesheet());
    expect(found.get('heart-filled')).toContain("fill='#000'");
    expect(found.get('heart')).not.toMatch(/<path[^>]*fill=/);
  });
});
