import { DEFAULT_BRAND, type Product } from '@better-deals/domain';
import { products, type ProductRow } from '../../db/schema/index';

/** The product columns a response needs (never the search columns). */
export const productColumns = {
  id: products.id,
  title: products.title,
  description: products.description,
  brand: products.brand,
  category: products.category,
  priceKobo: products.priceKobo,
  originalPriceKobo: products.originalPriceKobo,
  discount: products.discount,
  rating: products.rating,
  reviews: products.reviews,
  stock: products.stock,
  sku: products.sku,
  status: products.status,
  specifications: products.specifications,
  tags: products.tags,
  images: products.images,
  featured: products.featured,
  sold: products.sold,
  views: products.views,
  version: products.version,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

export type ProductRecord = Omit<ProductRow, 'searchVector' | 'brandVector' | 'titleVector'>;

const naira = (kobo: number) => kobo / 100;
const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** A stored product as the API speaks it: naira, `_id`, ISO dates. */
export function toProduct(row: ProductRecord): Product {
  return {
    _id: row.id,
    title: row.title,
    images: row.images,
    price: naira(row.priceKobo),
    originalPrice: row.originalPriceKobo === null ? null : naira(row.originalPriceKobo),
    rating: Math.round(row.rating * 10) / 10,
    brand: row.brand || DEFAULT_BRAND,
    reviews: row.reviews,
    discount: row.discount,
    category: row.category,
    description: row.description,
    stock: row.stock,
    inStock: row.stock > 0,
    sku: row.sku,
    status: row.status,
    specifications: row.specifications,
    tags: row.tags,
    sold: row.sold,
    views: row.views,
    version: row.version,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
