import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Shown in place of a page that failed (most often a page's code that failed to download on a
 * weak connection): a way to reload, and a way home. Header and footer stay usable around it.
 */
export function RouteError() {
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="text-slate-600">This page could not be loaded. Check your connection and try again.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Reload page
        </button>
        <Link
          to="/"
          className="rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50"
        >
          Go Home
        </Link>
      </div>
    </div>
  );
}

/** Catches a page's failure; the layout gives it a new key per address, so moving on retries. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
