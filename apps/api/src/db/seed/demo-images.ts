import { DRAWINGS, type Drawing, type Palette } from './demo-drawings';

/**
 * Product shots for the demo catalogue: a 960×960 SVG with a soft background in the product's hue
 * and a flat drawing of what the product is. The SVG is handed to the image store, which renders it
 * to WebP like any upload. The picture carries no text: the card beside it already shows the
 * title and brand, and without text one picture serves every product of the same kind and hue.
 */

const SIZE = 960;
/** The drawings are made for a 400 px box; this fills about two thirds of the picture. */
const SCALE = 1.55;

/** What a demo picture shows. Two products with the same picture share one rendering. */
export interface DemoPicture {
  drawing: Drawing;
  hue: number;
}

const normalHue = (hue: number) => ((Math.round(hue) % 360) + 360) % 360;

/** One key per distinct picture. */
export function demoPictureKey(p: DemoPicture): string {
  return `${p.drawing}@${normalHue(p.hue)}`;
}

/** Renders a demo product's picture as SVG bytes. */
export function renderDemoImage(p: DemoPicture): Buffer {
  const h = normalHue(p.hue);
  const c: Palette = {
    main: `hsl(${h}, 58%, 50%)`,
    dark: `hsl(${h}, 50%, 30%)`,
    light: `hsl(${h}, 70%, 88%)`,
    accent: `hsl(${(h + 120) % 360}, 60%, 55%)`,
  };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <rect width="${SIZE}" height="${SIZE}" fill="hsl(${h}, 45%, 94%)"/>
  <circle cx="480" cy="470" r="400" fill="#fff" fill-opacity=".4"/>
  <ellipse cx="480" cy="820" rx="300" ry="34" fill="hsl(${h}, 30%, 30%)" fill-opacity=".12"/>
  <g transform="translate(480 470) scale(${SCALE})">${DRAWINGS[p.drawing](c)}</g>
</svg>`;
  return Buffer.from(svg, 'utf8');
}
