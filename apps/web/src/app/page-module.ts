import type { ImageLike } from '@better-deals/domain';
import type { ComponentType } from 'react';
import { data, type Params } from 'react-router';
import type { AppStore, RootState } from './store';

/** The address a page is opened at. */
export interface PageAddress {
  params: Readonly<Params<string>>;
  /** The query string, with its '?' (or ''). */
  search: string;
  pathname: string;
}

/**
 * What a page shows first, fetched before it is rendered: on the server for the first screen (so
 * the HTML carries it), in the browser before a move to the page. Each request goes into the shared
 * query cache exactly as the page itself makes it, so the page finds its data there. Throwing
 * `notFound()` answers the store's 404 page with status 404.
 */
export type PageLoad = (store: AppStore, address: PageAddress) => Promise<void>;

/** A link in a page's breadcrumb trail (JSON-LD `BreadcrumbList`). */
interface Crumb {
  name: string;
  path: string;
}

/** The page's product, for Open Graph, Twitter card and JSON-LD `Product` tags. */
interface HeadProduct {
  name: string;
  description: string;
  /** Naira. */
  price: number;
  inStock: boolean;
  /** The photo's address, from the site root. */
  image?: string;
  sku?: string;
  brand?: string;
}

/** What a page says about itself in the document head. */
export interface PageHead {
  /** '' for the store's own name alone. */
  title: string;
  description?: string;
  /** Pages that only make sense to one person (cart, checkout, account, admin). */
  noindex?: boolean;
  product?: HeadProduct;
  breadcrumbs?: Crumb[];
  /** The photo likely to be the page's largest paint, with the `sizes` its `<img>` uses. */
  leadImage?: { image: ImageLike; sizes: string };
}

/** A page's head, from the store's state once its first data is in. */
export type PageMeta = (state: RootState, address: PageAddress) => PageHead;

/** A page module (app/routes/*): the page, its first data and its head. */
export interface PageModule {
  default: ComponentType;
  load?: PageLoad;
  meta?: PageMeta;
  /**
   * A page rendered from what only the browser knows (the saved cart, the session): the server
   * sends the layout with a loader in its place, and the browser renders it once hydrated.
   */
  clientOnly?: boolean;
  /**
   * For a `clientOnly` page: whether the server can render it after all, from the request's
   * Cookie header. The cart is rendered when the browser's hint says it is empty (decision 027).
   */
  serverRenders?: (cookieHeader: string | undefined) => boolean;
}

/**
 * For a page's `load`: a first answer that failed makes the page the error page (status 500),
 * except a missing thing (404 or an id that cannot be one, 400), which is the 404 page.
 */
export function failedToLoad(error: unknown): void {
  if (error === undefined) return;
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 404 || status === 400) notFound();
  throw new Error(`The page's first data could not be loaded (${String(status)}).`);
}

/** Thrown by a page's `load` for an address that names nothing: the 404 page, status 404. */
export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}
