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
 * A page that loads on demand. `prepare(until)` makes its first drawing wait for `until` as well
 * as its code: the page the app opens on waits for its first data, so it is drawn once, with it.
 */
function page(load: () => Promise<PageModule>) {
  let loaded: ComponentType | undefined;
  let code: Promise<PageModule> | undefined;
  let drawable: Promise<PageModule> | undefined;
  const preload = () => (code ??= load());
  const prepare = (until?: Promise<unknown>) =>
    (drawable ??= Promise.all([preload(), until]).then(([module]) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(() => prepare());
  return Object.assign(() => (loaded ? createElement(loaded) : <Lazy />), { preload, prepare });
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
 * Starts loading the code of the page at `location` and the data it shows first, and makes the
 * page's first drawing wait for both, for at most `waitMs` (the shell is drawn at once). A failed
 * load is left to the page to show.
 */
export function prepareFirstPage(store: AppStore, location: Location, waitMs: number): void {
  const matches = matchRoutes(MATCHABLE, location);
  const leaf = matches?.[matches.length - 1];
  const entry = leaf ? PAGES[MATCHABLE[0]!.children.indexOf(leaf.route)] : undefined;
  if (!leaf || !entry) return;
  const data = entry.page
    .preload()
    .then((module) =>
      Promise.all(module.firstData?.(store, { params: leaf.params, search: location.search }) ?? []),
    );
  entry.page.prepare(
    Promise.race([data, new Promise((resolve) => setTimeout(resolve, waitMs))]).catch(() => undefined),
  );
}
