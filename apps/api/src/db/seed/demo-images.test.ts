import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createImageStore, IMAGE_WIDTHS } from '../../modules/images/image-store';
import { buildDemoCatalogue, type DemoProduct } from './demo-catalogue';
import { DRAWINGS, type Drawing } from './demo-drawings';
import { demoPictureKey, renderDemoImage } from './demo-images';
import {
  distinctPictures,
  loadDemoPictures,
  pictureDigest,
  readManifest,
  SHIPPED_PICTURES_DIR,
  shippedFileName,
} from './demo-pictures';

const catalogue = buildDemoCatalogue();
const pictures = distinctPictures(catalogue);
const RENDER_COMMAND = 'npm run demo:pictures -w apps/api';

const scratch: string[] = [];
afterAll(() => Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true }))));

function product(title: string): DemoProduct {
  const found = catalogue.find((p) => p.title === title);
  if (!found) throw new Error(`no demo product titled ${title}`);
  return found;
}

describe('demo product pictures', () => {
  it('as a shopper browsing the store, products of different kinds look different: at least 60 drawings', () => {
    const used = new Set(catalogue.filter((p) => p.status === 'active').map((p) => p.drawing));
    expect(used.size).toBeGreaterThanOrEqual(60);
  });

  it('every product is drawn as what it is, never as a stand-in for its category', () => {
    const drawings = Object.keys(DRAWINGS);
    for (const p of catalogue) expect(drawings, p.title).toContain(p.drawing);
    // No two categories share one picture by accident: a drawing used in two is tinted apart.
    for (const [key, picture] of pictures) {
      const categories = new Set(
        catalogue
          .filter((p) => demoPictureKey({ drawing: p.drawing, hue: p.imageHue }) === key)
          .map((p) => p.category),
      );
      expect(categories.size, `${picture.drawing} in ${[...categories].join(', ')}`).toBe(1);
    }
  });

  it.each<[string, Drawing]>([
    ['Samsung 43" Crystal UHD 4K Smart TV', 'tv'],
    ['Samsung Galaxy A15 128GB', 'smartphone'],
    ['Apple AirPods (2nd generation)', 'earbuds'],
    ['JBL Tune 520BT Headphones', 'headphones'],
    ['Binatone 18" Standing Fan', 'standingFan'],
    ['Binatone 1.7L Cordless Electric Kettle', 'kettle'],
    ['Molten V5M5000 Volleyball', 'volleyball'],
    ['Spalding NBA Street Outdoor Basketball Size 7', 'basketball'],
    ['Nike Pitch Training Football', 'football'],
    ['Adire Lounge Adire Bubu Gown (Indigo)', 'gown'],
    ["Levi's 511 Slim Fit Jeans (Dark Indigo)", 'jeans'],
    ['Zaron Velvet Matte Lipstick (Ruby)', 'lipstick'],
    ['Exide Mega Power Car Battery 75Ah', 'carBattery'],
    ['Michelin Primacy 4 Tyre 205/55 R16', 'tyre'],
    ['Hasbro Jenga Classic', 'blockTower'],
    ['Hollandia Strawberry Yoghurt 1L', 'yoghurt'],
    ['Indomie Super Pack Noodles 120g', 'noodles'],
    ['Mama Gold Premium Parboiled Rice 50kg', 'riceBag'],
  ])('as a shopper, %s shows a %s', (title, drawing) => {
    expect(product(title).drawing).toBe(drawing);
  });

  it('as a shopper, yoghurt and noodles look nothing alike, and neither is a bowl of soup', () => {
    const yoghurt = product('Hollandia Strawberry Yoghurt 1L').drawing;
    const noodles = product('Indomie Instant Noodles Chicken Flavour 70g').drawing;
    expect(yoghurt).not.toBe(noodles);
    expect(Object.keys(DRAWINGS).filter((d) => /soup|bowl/i.test(d))).toEqual([]);
  });

  it('as a shopper, every drawing shows something on its backdrop and no text to read', async () => {
    for (const drawing of Object.keys(DRAWINGS) as Drawing[]) {
      const svg = renderDemoImage({ drawing, hue: 200 });
      expect(svg.toString()).not.toContain('<text');
      // 72 dpi draws the picture at 960 px; a tenth of that is enough to see it is there.
      const { channels } = await sharp(svg, { density: 7.2 }).stats();
      expect(Math.max(...channels.map((c) => c.stdev)), drawing).toBeGreaterThan(12);
    }
  });
});

describe('the pictures shipped for a quick first start', () => {
  it('as a developer, every picture the catalogue shows ships rendered from its current drawing', async () => {
    const manifest = await readManifest(SHIPPED_PICTURES_DIR);
    const stale = [...pictures]
      .filter(([key, picture]) => manifest[key] !== pictureDigest(renderDemoImage(picture)))
      .map(([key]) => key);
    expect(stale, `redraw them with: ${RENDER_COMMAND}`).toEqual([]);
    expect(Object.keys(manifest).sort(), `unused pictures; tidy with: ${RENDER_COMMAND}`).toEqual(
      [...pictures.keys()].sort(),
    );
  });

  it('as a shopper, each shipped picture is a square WebP in every width the store serves, under 5 MB in all', async () => {
    let bytes = 0;
    for (const picture of pictures.values()) {
      for (const width of IMAGE_WIDTHS) {
        const file = path.join(SHIPPED_PICTURES_DIR, shippedFileName(picture, width));
        const meta = await sharp(file).metadata();
        expect([meta.format, meta.width, meta.height], file).toEqual(['webp', width, width]);
        bytes += (await stat(file)).size;
      }
    }
    const files = (await readdir(SHIPPED_PICTURES_DIR)).filter((f) => f.endsWith('.webp'));
    expect(files).toHaveLength(pictures.size * IMAGE_WIDTHS.length);
    expect(bytes).toBeLessThan(5 * 1024 * 1024);
  });

  it('a fresh store draws nothing itself, and a drawing changed since shipping is drawn afresh', async () => {
    const store = createImageStore({ uploadsDir: path.join(tmpdir(), 'bd-unused-uploads') });
    const two = new Map([...pictures].slice(0, 2));

    const shipped = await loadDemoPictures(store, two);
    expect(shipped.drawn).toBe(0);

    const outdated = await mkdtemp(path.join(tmpdir(), 'bd-pictures-'));
    scratch.push(outdated);
    await writeFile(
      path.join(outdated, 'manifest.json'),
      JSON.stringify(Object.fromEntries([...two.keys()].map((key) => [key, 'an older drawing']))),
    );
    const redrawn = await loadDemoPictures(store, two, outdated);
    expect(redrawn.drawn).toBe(2);
    for (const key of two.keys()) {
      expect(redrawn.encoded.get(key)?.variants.map((v) => v.width)).toEqual([...IMAGE_WIDTHS]);
    }
  });
});
