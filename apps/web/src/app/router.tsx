import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootFallback, RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

/**
 * A page loaded on demand. Route modules live in app/routes/ and default-export their page
 * component; each becomes its own chunk, so a shopper downloads only the pages they open (and
 * never the admin or account code unless they go there).
 */
const page =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: RootFallback,
    children: [
      {
        // Errors show inside the layout, so the header and footer stay usable.
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: page(() => import('./routes/home')) },
          { path: 'about', lazy: page(() => import('./routes/about')) },
          { path: 'store', lazy: page(() => import('./routes/store')) },
          { path: 'categories', lazy: page(() => import('./routes/store')) },
          { path: 'product/:id', lazy: page(() => import('./routes/product')) },
          { path: 'flashDeals', lazy: page(() => import('./routes/flash-deals')) },
          { path: 'contact', lazy: page(() => import('./routes/contact')) },
          { path: 'faq', lazy: page(() => import('./routes/faq')) },
          { path: 'shipping', lazy: page(() => import('./routes/shipping')) },
          { path: 'login', lazy: page(() => import('./routes/login')) },
          { path: 'cart', lazy: page(() => import('./routes/cart')) },
          { path: 'checkout', lazy: page(() => import('./routes/checkout')) },
          { path: 'help-center', lazy: page(() => import('./routes/help-center')) },
          { path: 'help/:category/:article', lazy: page(() => import('./routes/help-article')) },
          { path: 'terms', lazy: page(() => import('./routes/terms')) },
          { path: 'admin', lazy: page(() => import('./routes/admin')) },
          { path: 'dashboard', lazy: page(() => import('./routes/dashboard')) },
          { path: '*', lazy: page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
