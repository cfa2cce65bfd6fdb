import { createContext, use, useContext, type ComponentType, type ReactPromise } from 'react';
import { renderMatches, useLocation, type RouteMatch, type RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/feedback';
import { useHydrating } from '../lib/render-time';
import { failureHead, useDocumentHead } from './layout/document-head';
import { RootLayout } from './layout/root-layout';
import { PageFailure } from './layout/route-error';
import { notFound, type PageAddress, type PageMeta, type PageModule } from './page-module';
import type { AppStore } from './store';

/**
 * The store's one route table (spec §2): each address and the page module (app/routes/<page>.tsx)
 * that renders it. The server's loaders (`createRoutes`) and the page tree rendered on the server
 * and in the browser (`AppRoutes`) are both made from it.
 */
interface PageEntry {
  path: string;
  page: string;
}

const PAGES: PageEntry[] = [
  { path: '/', page: 'home' },
  { path: '/about', page: 'about' },
  { path: '/store', page: 'store' },
  { path: '/categories', page: 'store' },
  { path: '/product/:id', page: 'product' },
  { path: '/flashDeals', page: 'flash-deals' },
  { path: '/contact', page: 'contact' },
  { path: '/faq', page: 'faq' },
  { path: '/shipping', page: 'shipping' },
  { path: '/login', page: 'login' },
  { path: '/forgot-password', page: 'forgot-password' },
  { path: '/reset-password', page: 'reset-password' },
  { path: '/cart', page: 'cart' },
  { path: '/checkout', page: 'checkout' },
  { path: '/checkout/complete', page: 'checkout-complete' },
  { path: '/orders/lookup', page: 'order-lookup' },
  { path: '/orders/:number/invoice', page: 'order-invoice' },
  { path: '/help-center', page: 'help-center' },
  { path: '/help/:category/:article', page: 'help-article' },
  { path: '/terms', page: 'terms' },
  { path: '/admin', page: 'admin' },
  { path: '/dashboard', page: 'dashboard' },
];

/** What a matched route carries for the server: the page's head and its module's build name. */
export interface RouteHandle {
  meta?: PageMeta;
  /** The page's module, as the build names it: the server preloads its files. */
  module?: string;
  /** The page's own say on whether the server renders it (see `PageModule`). */
  rendering?: Pick<PageModule, 'clientOnly' | 'serverRenders'>;
}

type TrackedModule = Promise<PageModule> & ReactPromise<PageModule>;

const modules = new Map<string, TrackedModule>();

/**
 * A page's module, loaded once: each page is its own file, so a shopper downloads only the pages
 * they open (never the admin or account code unless they go there). The promise says when it has
 * arrived (as React's `use` reads it), so a page whose code is here is rendered without waiting.
 */
export function loadPageModule(page: string): TrackedModule {
  const known = modules.get(page);
  if (known) return known;
  const loading = import(`./routes/${page}.tsx`) as Promise<PageModule>;
  const tracked: TrackedModule = Object.assign(loading, {
    status: 'pending' as const,
  });
  loading.then(
    (module) => Object.assign(loading, { status: 'fulfilled', value: module }),
    (reason: unknown) => {
      Object.assign(loading, { status: 'rejected', reason });
      // A download that failed on a weak connection is tried again on the next visit.
      modules.delete(page);
    },
  );
  modules.set(page, tracked);
  return tracked;
}

/**
 * The table's paths as patterns, made once. React Router's own matching flattens and ranks its
 * route tree and makes each path's pattern again on every call, which cost about a tenth of a
 * product page's render on the server. The table is flat and no two paths can match one address,
 * so the first pattern that matches is the page; matching follows React Router's rules (case
 * ignored, trailing slashes allowed, each segment decoded, a parameter never holds a '/').
 */
const PATTERNS = PAGES.map(({ path }) => {
  const names: string[] = [];
  const segments = path
    .split('/')
    .slice(1)
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[\\.*+^?{}|()[\]$]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^\\/]+)';
    });
  return { names, pattern: new RegExp(`^\\/${segments.join('\\/')}\\/*$`, 'i') };
});

/** Each segment decoded, as React Router reads an address (a bad escape leaves it as it is). */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

interface PageMatch {
  /** The page's place in PAGES; -1 for none (the 404 page). */
  index: number;
  params: Record<string, string>;
  /** The part of the address the page's path matched. */
  matched: string;
}

function matchPage(pathname: string): PageMatch {
  const decoded = decodePath(pathname);
  for (const [index, { names, pattern }] of PATTERNS.entries()) {
    const found = pattern.exec(decoded);
    if (!found) continue;
    const params = Object.fromEntries(
      names.map((name, i) => [name, (found[i + 1] ?? '').replace(/%2F/g, '/')]),
    );
    return { index, params, matched: found[0] };
  }
  return { index: -1, params: { '*': decoded.replace(/^\/+/, '') }, matched: decoded };
}

/** The page an address shows (undefined: none, the 404 page) and its address parts. */
export function pageAt(pathname: string, search = ''): { page: string; address: PageAddress } | undefined {
  const { index, params } = matchPage(pathname);
  const entry = PAGES[index];
  return entry && { page: entry.page, address: { params, pathname, search } };
}

/**
 * Before the browser moves to another page: its code and its first data are asked for at once,
 * side by side, while the current page stays on screen. The filters of a page (the store's query
 * string) are the page's own to follow, so only a new path starts this.
 */
export function preparePage(store: AppStore, pathname: string, search: string): Promise<unknown> {
  const target = pageAt(pathname, search);
  if (!target) return Promise.resolve();
  return loadPageModule(target.page).then((module) =>
    module.load?.(store, target.address).catch(() => undefined),
  );
}

/** What the server's loaders are handed with each request: the page's own store. */
export interface LoadContext {
  store: AppStore;
}

function storeOf(context: unknown): AppStore {
  const store = (context as Partial<LoadContext> | undefined)?.store;
  if (!store) throw new Error('A page loader ran without its store.');
  return store;
}

/**
 * The same table as React Router's data routes, for the server: each page's `load` runs before
 * it is rendered, so the HTML carries its data and the right status (a `notFound()` is a 404).
 * Made once per process; each request hands its store to the loaders as their context.
 */
export function createRoutes(): RouteObject[] {
  const children = PAGES.map(({ path, page }): RouteObject => {
    const module = `src/app/routes/${page}.tsx`;
    return {
      path,
      lazy: async () => {
        const { load, meta, clientOnly, serverRenders } = await loadPageModule(page);
        const handle: RouteHandle = { meta, module, rendering: { clientOnly, serverRenders } };
        if (!load) return { handle };
        return {
          handle,
          loader: async ({ request, params, context }) => {
            const url = new URL(request.url);
            await load(storeOf(context), { params, search: url.search, pathname: url.pathname });
            return null;
          },
        };
      },
    };
  });
  return [...children, { path: '*', loader: () => notFound() }];
}

/**
 * True when the server rendered a page that is otherwise rendered in the browser alone (the
 * empty cart): it then hydrates as rendered instead of as a loader.
 */
export const ServerRenderedContext = createContext(false);

/** A page rendered only in the browser: a loader in its place on the server and while hydrating. */
function BrowserOnly({ page: Page }: { page: ComponentType }) {
  return useHydrating() ? <PageLoader /> : <Page />;
}

/**
 * How the server's render of the first page ended, for the browser to render the same: 404 (an
 * address or thing that does not exist) or 500, for the page at `pathname`.
 */
export const PageFailureContext = createContext<{ pathname: string; status: number } | null>(null);

/** One page of the table: its code (waiting for it if it is still downloading), head and body. */
function Page({ page }: { page: string }) {
  const { default: Component, meta, clientOnly } = use(loadPageModule(page));
  const serverRendered = useContext(ServerRenderedContext);
  useDocumentHead(meta);
  return clientOnly && !serverRendered ? <BrowserOnly page={Component} /> : <Component />;
}

const NOT_FOUND_HEAD: PageMeta = () => failureHead(404);
const FAILED_HEAD: PageMeta = () => failureHead(500);

function FailedPage({ status }: { status: number }) {
  useDocumentHead(status === 404 ? NOT_FOUND_HEAD : FAILED_HEAD);
  return <PageFailure status={status} />;
}

function PageOrFailure({ page }: { page?: string }) {
  const { pathname } = useLocation();
  const failure = useContext(PageFailureContext);
  if (failure?.pathname === pathname) return <FailedPage status={failure.status} />;
  return page ? <Page page={page} /> : <FailedPage status={404} />;
}

const TREE: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      ...PAGES.map(({ path, page }) => ({
        ...(path === '/' ? { index: true } : { path: path.slice(1) }),
        element: <PageOrFailure page={page} />,
      })),
      { path: '*', element: <PageOrFailure /> },
    ],
  },
];

/**
 * The pages, inside the header and footer: rendered by the server and hydrated by the browser from
 * the same tree.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return renderMatches(routeMatches(pathname));
}

/** The tree's matches for an address, as React Router's own matching gives them. */
function routeMatches(pathname: string): RouteMatch[] {
  const layout = TREE[0]!;
  const pages = layout.children!;
  const { index, params, matched } = matchPage(pathname);
  return [
    { params, pathname: '/', pathnameBase: '/', route: layout },
    {
      params,
      pathname: matched,
      pathnameBase: index < 0 ? '/' : matched.replace(/(.)\/+$/, '$1'),
      route: pages[index < 0 ? pages.length - 1 : index]!,
    },
  ];
}
