import { CATEGORIES } from '@better-deals/domain';
import { HELP_CATEGORIES } from '../features/help/help-content';
import { createApiClient, type ApiFetch } from '../lib/api-client';

/** The store's own pages a search engine should know (the rest are one person's, or admin). */
const PAGES = [
  '/',
  '/store',
  '/categories',
  '/flashDeals',
  '/about',
  '/contact',
  '/faq',
  '/shipping',
  '/help-center',
  '/terms',
];

const xmlText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * /sitemap.xml: the store's pages, its help articles, a store page per category, and every
 * active product with its last change. Read from the catalogue on each request (the API keeps
 * the product list until the catalogue changes), so it follows every change.
 */
export async function renderSitemap({ origin, fetch }: { origin: string; fetch: ApiFetch }) {
  const request = createApiClient({ baseUrl: '/api', fetch });
  const { data: products } = await request<{ data: { _id: string; updatedAt: string }[] }>('/products/index');
  const entry = (path: string, lastModified?: string) =>
    `<url><loc>${xmlText(`${origin}${path}`)}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ''}</url>`;
  const urls = [
    ...PAGES.map((path) => entry(path)),
    ...CATEGORIES.map((category) => entry(`/store?${new URLSearchParams({ category })}`)),
    ...HELP_CATEGORIES.flatMap((category) => category.articles.map((article) => entry(article.url))),
    ...products.map((product) => entry(`/product/${encodeURIComponent(product._id)}`, product.updatedAt)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}
