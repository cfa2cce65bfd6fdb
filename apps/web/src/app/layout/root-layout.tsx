import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { PageLoader } from '../../components/ui/feedback';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** A thin bar at the top while the next page's code or data is on its way. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-16 z-50 h-1 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-brand-700" />
    </div>
  );
}

/**
 * Header, main content and footer around every page. After a move to another page, focus goes
 * to the main content so keyboard and screen-reader users start at the new page's top.
 */
export function AppShell({ children }: { children: ReactNode }) {
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
      <NavigationProgress />
      <main id="main" ref={main} tabIndex={-1} className="flex-1 pt-16 outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/** The root route: the shell around the current page, and scroll to top on each new page. */
export function RootLayout() {
  return (
    <>
      <AppShell>
        <Outlet />
      </AppShell>
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first page's code loads. */
export function RootFallback() {
  return (
    <AppShell>
      <PageLoader />
    </AppShell>
  );
}
