import { Component, type ReactNode } from 'react';
import { Button, ButtonLink } from '../../components/ui/button';
import { NotFound } from './not-found';

/**
 * Shown in place of a page that failed (most often a page's code that failed to download on a
 * weak connection): a way to reload, and a way home. Header and footer stay usable around it.
 */
function RouteError() {
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="text-slate-600">This page could not be loaded. Check your connection and try again.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => window.location.reload()}>
          Reload page
        </Button>
        <ButtonLink to="/" variant="neutral" size="lg">
          Go Home
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * A failed page: an address that names nothing (404) is 'Page not found'; any other failure, a
 * page whose first data could not be loaded, is the friendly error with a way to reload.
 */
export function PageFailure({ status }: { status: number }) {
  return status === 404 ? <NotFound /> : <RouteError />;
}

/**
 * Around the current page: a page that throws while rendering, or whose code failed to download on
 * a weak connection, shows the friendly error, with header and footer still usable around it. The
 * layout gives it a new key on each move, so the next page starts afresh.
 */
export class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
