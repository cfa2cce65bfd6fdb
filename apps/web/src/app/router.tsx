import { createElement, lazy, type ComponentType } from 'react';
import { matchRoutes, Route, Routes } from 'react-router';
import type { FirstData } from './first-data';
import { RootLayout } from './layout/root-layout';
import type { AppStore } from './store';

/** A page module: the page, and what it shows first when the app opens on it. */
interface PageModule {
  default: ComponentType;
  firstData?: FirstData;
}

/**
 * A page that loads on demand, and can be loaded ahead (`preload`) so that the app's first
 * drawing is the page itself rather than a loader.
 */
function page(load: () => Promise<PageModule>) {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  return Object.assign(() => (loaded ? createElement(loaded) : <Lazy />), { preload });
}

/*
 * Pages load on demand. Route modules live in app/routes/ and default-export their page
 * component; each becomes its own chunk, so a shopper downloads only the pages they open (and
 * never the admin or account code unless they go there).
 */
const store = page(() => import('./routes/store'));
const PAGES: { path?: string; page: ReturnType<typeof page> }[] = [
  { page: page(() => import('./routes/home')) },
  { path: 'about', page: page(() => import('./routes/about')) },
  { path: 'store', page: store },
  { path: 'categories', page: store },
  { path: 'product/:id', page: page(() => import('./routes/product')) },
  { path: 'flashDeals', page: page(() => import('./routes/flash-deals')) },
  { path: 'contact', page: page(() => import('./routes/contact')) },
  { path: 'faq', page: page(() => import('./routes/faq')) },
  { path: 'shipping', page: page(() => import('./routes/shipping')) },
  { path: 'login', page: page(() => import('./routes/login')) },
  { path: 'cart', page: page(() => import('./routes/cart')) },
  { path: 'checkout', page: page(() => import('./routes/checkout')) },
  { path: 'help-center', page: page(() => import('./routes/help-center')) },
  { path: 'help/:category/:article', page: page(() => import('./routes/help-article')) },
  { path: 'terms', page: page(() => import('./routes/terms')) },
  { path: 'admin', page: page(() => import('./routes/admin')) },
  { path: 'dashboard', page: page(() => import('./routes/dashboard')) },
  { path: '*', page: page(() => import('./routes/not-found')) },
];

/** Every address of the store (spec §2), inside the shared layout. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RootLayout />}>
        {PAGES.map(({ path, page: Page }) =>
          path === undefined ? (
            <Route key="" index element={<Page />} />
          ) : (
            <Route key={path} path={path} element={<Page />} />
          ),
        )}
      </Route>
    </Routes>
  );
}

const MATCHABLE = [
  { path: '/', children: PAGES.map(({ path }) => (path === undefined ? { index: true } : { path })) },
];

/**
 * Loads the code of the page at `location` and the data it shows first, so the first drawing is
 * the whole page. Resolves when both are in, or after `waitMs`, whichever comes first; a failed
 * load is left to the page to show.
 */
export function prepareFirstPage(store: AppStore, location: Location, waitMs: number): Promise<void> {
  const matches = matchRoutes(MATCHABLE, location);
  const leaf = matches?.[matches.length - 1];
  const entry = leaf ? PAGES[MATCHABLE[0]!.children.indexOf(leaf.route)] : undefined;
  const ready = entry
    ? entry.page
        .preload()
        .then((module) =>
          Promise.all(module.firstData?.(store, { params: leaf!.params, search: location.search }) ?? []),
        )
    : Promise.resolve();
  return Promise.race([ready, new Promise((resolve) => setTimeout(resolve, waitMs))]).then(
    () => undefined,
    () => undefined,
  );
}
