import type { FlashDeal } from '@better-deals/domain';

let sequence = 0;

/** A flash deal with sensible defaults (tests override what they care about). */
export function makeDeal(overrides: Partial<FlashDeal> = {}): FlashDeal {
  sequence += 1;
  const id = overrides._id ?? `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`;
  return {
    _id: id,
    title: `Deal ${sequence}`,
    category: 'Electronics',
    brand: 'Acme',
    price: 20_000,
    salePrice: 20_000,
    originalPrice: 25_000,
    discount: 20,
    images: [{ url: `/uploads/${id}-640.webp`, public_id: id, widths: [320, 640], width: 640, height: 640 }],
    stock: 20,
    claimed: 5,
    rating: 4.2,
    views: 100,
    ...overrides,
  };
}
