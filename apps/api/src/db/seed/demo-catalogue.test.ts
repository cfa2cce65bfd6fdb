import { CATEGORIES } from '@better-deals/domain';
import { describe, expect, it } from 'vitest';
import { buildDemoCatalogue, type DemoProduct } from './demo-catalogue';

const catalogue = buildDemoCatalogue();
const active = catalogue.filter((p) => p.status === 'active');
const naira = (p: DemoProduct) => p.priceKobo / 100;

describe('demo catalogue', () => {
  it('as a shopper, I can browse at least 240 live products spread over all nine categories', () => {
    expect(active.length).toBeGreaterThanOrEqual(240);
    for (const category of CATEGORIES) {
      expect(active.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(25);
    }
    expect(catalogue.every((p) => (CATEGORIES as readonly string[]).includes(p.category))).toBe(true);
  });

  it('as a shopper filtering by brand, every category offers at least four brands', () => {
    for (const category of CATEGORIES) {
      const brands = new Set(active.filter((p) => p.category === category).map((p) => p.brand));
      expect(brands.size, category).toBeGreaterThanOrEqual(4);
    }
  });

  it('as a staff member, every product has its own SKU and its own title', () => {
    const skus = catalogue.map((p) => p.sku.toLowerCase()); // the database's unique index ignores case
    expect(new Set(skus).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((p) => p.title)).size).toBe(catalogue.length);
    expect(catalogue.every((p) => /^[A-Z]{3}-[A-Z0-9]{2,3}-\d{4}$/.test(p.sku))).toBe(true);
  });

  it('as a bargain hunter, every discounted product was really dearer before, and the rest show no old price', () => {
    const discounted = catalogue.filter((p) => p.discount > 0);
    expect(discounted.length).toBeGreaterThan(catalogue.length * 0.45);
    expect(discounted.length).toBeLessThan(catalogue.length * 0.75);
    for (const p of discounted) {
      expect(p.discount).toBeGreaterThanOrEqual(5);
      expect(p.discount).toBeLessThanOrEqual(45);
      expect(p.originalPriceKobo, p.title).not.toBeNull();
      expect(p.originalPriceKobo ?? 0, p.title).toBeGreaterThan(p.priceKobo);
      expect(p.originalPriceKobo, p.title).toBe(Math.round(naira(p) / (1 - p.discount / 100)) * 100);
    }
    for (const p of catalogue.filter((x) => x.discount === 0))
      expect(p.originalPriceKobo, p.title).toBeNull();
  });

  it('as a shopper, prices are whole naira ranging from a sachet under ₦1,000 to big-ticket items over ₦300,000', () => {
    for (const p of catalogue) {
      expect(Number.isInteger(p.priceKobo) && p.priceKobo > 0 && p.priceKobo % 100 === 0, p.title).toBe(true);
      expect(naira(p), p.title).toBeLessThanOrEqual(900_000);
    }
    expect(active.some((p) => naira(p) < 1_000)).toBe(true);
    expect(active.some((p) => naira(p) > 300_000)).toBe(true);
  });

  it('as a shopper, some products are sold out and some have only one to three left', () => {
    const soldOut = active.filter((p) => p.stock === 0);
    const nearlyGone = active.filter((p) => p.stock >= 1 && p.stock <= 3);
    expect(soldOut.length).toBeGreaterThanOrEqual(5);
    expect(nearlyGone.length).toBeGreaterThanOrEqual(8);
    expect(active.filter((p) => p.stock >= 4).every((p) => p.stock <= 250)).toBe(true);
  });

  it('as a staff member, I find draft and archived products waiting in the admin list', () => {
    expect(catalogue.filter((p) => p.status === 'draft')).toHaveLength(4);
    expect(catalogue.filter((p) => p.status === 'archived')).toHaveLength(3);
  });

  it('as a shopper, the featured shelf holds about sixteen live, in-stock products', () => {
    const featured = catalogue.filter((p) => p.featured);
    expect(featured.length).toBeGreaterThanOrEqual(12);
    expect(featured.length).toBeLessThanOrEqual(20);
    expect(featured.every((p) => p.status === 'active' && p.stock > 0)).toBe(true);
  });

  it('as a shopper reading a product page, details look like a real shop’s', () => {
    for (const p of catalogue) {
      expect(p.rating, p.title).toBeGreaterThanOrEqual(2.5);
      expect(p.rating, p.title).toBeLessThanOrEqual(5);
      expect(Math.round(p.rating * 10) / 10).toBe(p.rating);
      expect(p.reviews >= 0 && p.reviews <= 2_500, p.title).toBe(true);
      expect(p.sold >= 0 && p.sold <= 5_000 && p.views >= p.sold, p.title).toBe(true);
      expect(p.createdDaysAgo >= 0 && p.createdDaysAgo <= 365, p.title).toBe(true);
      const specs = Object.entries(p.specifications);
      expect(specs.length, p.title).toBeGreaterThanOrEqual(3);
      expect(specs.length, p.title).toBeLessThanOrEqual(5);
      expect(
        specs.every(([k, v]) => k.length > 0 && typeof v === 'string' && v.length > 0),
        p.title,
      ).toBe(true);
      expect(p.tags.length >= 2 && p.tags.length <= 5, p.title).toBe(true);
      expect(
        p.tags.every((t) => /^[a-z0-9-]+$/.test(t)),
        p.title,
      ).toBe(true);
      const sentences = p.description.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length >= 2 && sentences.length <= 3, `${p.title}: ${p.description}`).toBe(true);
      expect(p.description).not.toMatch(/\b(lorem|ipsum|undefined|NaN|null)\b/);
      expect(Number.isInteger(p.imageHue) && p.imageHue >= 0 && p.imageHue < 360).toBe(true);
    }
  });

  it('as a developer reseeding a fresh database, I get exactly the same catalogue every time', () => {
    expect(buildDemoCatalogue()).toEqual(catalogue);
  });
});
