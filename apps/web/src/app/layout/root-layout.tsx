import { createContext, useContext, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { returnToScrollPosition } from '../scroll-memory';
import { PageBoundary } from './route-error';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Header, main content and footer around every page. After a move to another page, focus goes
 * to the main content so keyboard and screen-reader users start at the new page's top.
 */
function AppShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      {/* At least a screen tall: the footer starts below the fold and never jumps as a page arrives. */}
      <main
        id="main"
        ref={main}
        tabIndex={-1}
        className="min-h-dvh flex-1 pt-16 outline-none print:min-h-0 print:pt-0"
      >
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/**
 * A new page opens at its top; going back or forward returns to where the shopper was on that
 * page (scroll-memory.ts), as it is rendered, before the browser paints it.
 */
function useScrollToTopOnNewPage(): void {
  const { pathname, key } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, type]);
  useLayoutEffect(() => {
    if (type === 'POP') returnToScrollPosition(window, key);
  }, [key, type]);
}

/** True while the browser moves to a page whose code is still arriving (the current one stays). */
export const NavigationPendingContext = createContext(false);

/** A thin bar at the top while the next page's code arrives. */
function NavigationProgress() {
  const loading = useContext(NavigationPendingContext);
  return (
    <div
      aria-hidden="true"
      className={`fixed inset-x-0 top-0 z-50 h-1 origin-left bg-brand-600 transition-transform duration-500 ${loading ? 'scale-x-75' : 'scale-x-0'}`}
    />
  );
}

/** The root route: the shell around the current page. */
export function RootLayout() {
  useScrollToTopOnNewPage();
  const { pathname } = useLocation();
  return (
    <AppShell>
      <NavigationProgress />
      <PageBoundary key={pathname}>
        <Outlet />
      </PageBoundary>
    </AppShell>
  );
}
