import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/feedback';
import { useHydrating } from '../lib/render-time';
import { RootLayout } from './layout/root-layout';
import { PageError } from './layout/route-error';
import { notFound, type PageAddress, type PageMeta, type PageModule } from './page-module';
import type { AppStore } from './store';

/** What a matched route carries for the document head (see `useDocumentHead`). */
export interface RouteHandle {
  meta?: PageMeta;
  /** The page's module, as the build names it: the server preloads its files. */
  module?: string;
}

export interface RouteOptions {
  /**
   * Whether a page waits for its first data before it is drawn. The server does, so its HTML
   * carries the data and the right status; the browser starts the requests and draws the page at
   * once, with its own loading state, as a move within the app should feel immediate.
   */
  waitForData: boolean;
}

/** A page drawn only in the browser: a loader in its place on the server and while hydrating. */
function BrowserOnly({ page: Page }: { page: ComponentType }) {
  return useHydrating() ? <PageLoader /> : <Page />;
}

function addressOf(request: Request, params: PageAddress['params']): PageAddress {
  const url = new URL(request.url);
  return { params, search: url.search, pathname: url.pathname };
}

/**
 * A page whose code loads on demand: each becomes its own file, so a shopper downloads only the
 * pages they open (never the admin or account code unless they go there).
 */
function page(store: AppStore, { waitForData }: RouteOptions, name: string) {
  const load = () => import(`./routes/${name}.tsx`) as Promise<PageModule>;
  const module = `src/app/routes/${name}.tsx`;
  return {
    // Its first data is asked for once on entering the page; the filters of a page (the store's
    // query string) are the page's own to follow.
    shouldRevalidate: ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) =>
      currentUrl.pathname !== nextUrl.pathname,
    lazy: async (): Promise<Pick<RouteObject, 'Component' | 'handle' | 'loader'>> => {
      const { default: Page, meta, load: pageLoad, clientOnly } = await load();
      const Component = clientOnly ? () => <BrowserOnly page={Page} /> : Page;
      const handle: RouteHandle = { meta, module };
      if (!pageLoad) return { Component, handle };
      return {
        Component,
        handle,
        loader: async ({ request, params }) => {
          const loading = pageLoad(store, addressOf(request, params));
          if (waitForData) await loading;
          else loading.catch(() => undefined);
          return null;
        },
      };
    },
  };
}

/**
 * The store's one route table (spec §2), for the server's render and the browser's router alike.
 * Route modules live in app/routes/ (see `PageModule`).
 */
export function createRoutes(store: AppStore, options: RouteOptions): RouteObject[] {
  const at = (name: string) => page(store, options, name);
  return [
    {
      path: '/',
      Component: RootLayout,
      children: [
        {
          // Inside the layout: a failed or unknown page keeps the header and footer around it.
          ErrorBoundary: PageError,
          children: [
            { index: true, ...at('home') },
            { path: 'about', ...at('about') },
            { path: 'store', ...at('store') },
            { path: 'categories', ...at('store') },
            { path: 'product/:id', ...at('product') },
            { path: 'flashDeals', ...at('flash-deals') },
            { path: 'contact', ...at('contact') },
            { path: 'faq', ...at('faq') },
            { path: 'shipping', ...at('shipping') },
            { path: 'login', ...at('login') },
            { path: 'forgot-password', ...at('forgot-password') },
            { path: 'reset-password', ...at('reset-password') },
            { path: 'cart', ...at('cart') },
            { path: 'checkout', ...at('checkout') },
            { path: 'checkout/complete', ...at('checkout-complete') },
            { path: 'orders/lookup', ...at('order-lookup') },
            { path: 'orders/:number/invoice', ...at('order-invoice') },
            { path: 'help-center', ...at('help-center') },
            { path: 'help/:category/:article', ...at('help-article') },
            { path: 'terms', ...at('terms') },
            { path: 'admin', ...at('admin') },
            { path: 'dashboard', ...at('dashboard') },
            { path: '*', loader: () => notFound() },
          ],
        },
      ],
    },
  ];
}
