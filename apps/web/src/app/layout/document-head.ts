import { imageSrcSet } from '@better-deals/domain';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { useStore } from 'react-redux';
import type { PageAddress, PageHead, PageMeta } from '../page-module';
import type { RootState } from '../store';

const STORE_NAME = 'Better Deals';

const DEFAULT_DESCRIPTION =
  'Better Deals: the best prices in naira on electronics, fashion, groceries and more, delivered across Nigeria.';

/** 'Store | Better Deals', or the store's name alone. */
function documentTitle(head: PageHead): string {
  return head.title ? `${head.title} | ${STORE_NAME}` : STORE_NAME;
}

/** The head of a failed page: 'Page not found' (404) or the friendly error (any other status). */
export function failureHead(status: number): PageHead {
  return { title: status === 404 ? 'Page not found' : 'Something went wrong', noindex: true };
}

/** A page's head from its `meta`; an address with no page is 'Page not found'. */
export function headOf(meta: PageMeta | undefined, state: RootState, address: PageAddress): PageHead {
  return meta ? meta(state, address) : failureHead(404);
}

export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside a script element: nothing in it can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The page's head as HTML, for the server's render: title, description, canonical address,
 * Open Graph and Twitter card tags, and JSON-LD for a product and for breadcrumbs. `origin` makes
 * addresses absolute, as link previews and search engines need them.
 */
export function headHtml(head: PageHead, { origin, pathname }: { origin: string; pathname: string }): string {
  const title = documentTitle(head);
  const description = head.description ?? DEFAULT_DESCRIPTION;
  const url = `${origin}${pathname}`;
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeAttribute(content)}">`;
  const tags = [
    `<title>${escapeText(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeAttribute(url)}">`,
  ];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  const product = head.product;
  const image = product?.image ? `${origin}${product.image}` : undefined;
  tags.push(
    meta('property', 'og:site_name', STORE_NAME),
    meta('property', 'og:type', product ? 'product' : 'website'),
    meta('property', 'og:title', product?.name ?? title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', 'en_NG'),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', product?.name ?? title),
    meta('name', 'twitter:description', description),
  );
  if (image) tags.push(meta('property', 'og:image', image), meta('name', 'twitter:image', image));
  if (product) {
    tags.push(
      meta('property', 'product:price:amount', String(product.price)),
      meta('property', 'product:price:currency', 'NGN'),
    );
  }

  const linkedData: object[] = [];
  if (product) {
    linkedData.push({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      ...(image && { image: [image] }),
      ...(product.sku && { sku: product.sku }),
      ...(product.brand && { brand: { '@type': 'Brand', name: product.brand } }),
      offers: {
        '@type': 'Offer',
        url,
        price: product.price.toFixed(2),
        priceCurrency: 'NGN',
        availability: `https://schema.org/${product.inStock ? 'InStock' : 'OutOfStock'}`,
      },
    });
  }
  if (head.breadcrumbs && head.breadcrumbs.length > 0) {
    linkedData.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: head.breadcrumbs.map((crumb, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: crumb.name,
        item: `${origin}${crumb.path}`,
      })),
    });
  }
  for (const data of linkedData) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('');
}

/**
 * The page's lead photo, asked for first thing in the head: on slow data it then arrives ahead
 * of the code rather than sharing the line with it. Same `srcset` and `sizes` as its `<img>`, so
 * the browser picks the same file.
 */
export function leadImageHtml(head: PageHead): string {
  if (!head.leadImage) return '';
  const { image, sizes } = head.leadImage;
  const srcset = imageSrcSet(image);
  return srcset
    ? `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${escapeAttribute(srcset)}" imagesizes="${escapeAttribute(sizes)}">`
    : `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(image.url)}">`;
}

/** Data for the browser inside a page: a script element the browser does not run. */
export function jsonScript(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${scriptJson(value)}</script>`;
}

function setMeta(selector: string, create: () => HTMLElement, attribute: string, value: string) {
  let element = document.head.querySelector(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  if (element.getAttribute(attribute) !== value) element.setAttribute(attribute, value);
}

/**
 * Keeps the tab title, description and canonical address in step with the page after moves
 * within the app (the server wrote them for the first page).
 */
export function useDocumentHead(meta: PageMeta | undefined): void {
  const params = useParams();
  const { pathname, search } = useLocation();
  const store = useStore<RootState>();
  useEffect(() => {
    const apply = () => {
      const head = headOf(meta, store.getState(), { params, pathname, search });
      const title = documentTitle(head);
      if (document.title !== title) document.title = title;
      setMeta(
        'meta[name="description"]',
        () => Object.assign(document.createElement('meta'), { name: 'description' }),
        'content',
        head.description ?? DEFAULT_DESCRIPTION,
      );
      setMeta(
        'link[rel="canonical"]',
        () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
        'href',
        `${window.location.origin}${pathname}`,
      );
    };
    apply();
    // A page's head can follow its data (a product's title once it arrives).
    return store.subscribe(apply);
  }, [meta, params, pathname, search, store]);
}
