import type { Product } from '@better-deals/domain';
import { createMemoryBackend, createSafeStorage } from './storage';

/** A safe storage over an in-memory backend, with the backend exposed for assertions. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const backend = createMemoryBackend(initial);
  return { backend, storage: createSafeStorage(backend) };
}

let sequence = 0;

/** A catalogue product with sensible defaults (tests override what they care about). */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  sequence += 1;
  const id = overrides._id ?? `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  return {
    _id: id,
    title: `Product ${sequence}`,
    images: [
      { url: `/uploads/${id}-640.webp`, public_id: id, widths: [320, 640, 960], width: 640, height: 640 },
    ],
    price: 10_000,
    originalPrice: null,
    rating: 4,
    brand: 'Acme',
    reviews: 10,
    discount: 0,
    category: 'Electronics',
    description: 'A fine product.',
    stock: 10,
    inStock: true,
    sku: `SKU-${sequence}`,
    status: 'active',
    specifications: {},
    tags: [],
    sold: 0,
    views: 0,
    version: 1,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
