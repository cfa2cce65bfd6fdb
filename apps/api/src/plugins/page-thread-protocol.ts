import type { Writable } from 'node:stream';
import type { ThreadFailure } from '../lib/thread-failure';

/** What the renderer reads of an API answer: its status and its body as text (a `Response` is one). */
export interface InProcessAnswer {
  status: number;
  ok: boolean;
  text: () => Promise<string>;
}

export type InProcessFetch = (url: string, init?: { method?: string }) => Promise<InProcessAnswer>;

/** What a page's render is told about its request, besides how to reach the API. */
export interface PageRequest {
  url: string;
  origin: string;
  cookie?: string;
}

/** A rendered page before its body: a redirect, or the page's status and the document around React's HTML. */
export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      start: string;
      /** Writes React's HTML to `destination`, then ends it. */
      pipe: (destination: Writable) => void;
      end: string;
      abort: () => void;
    };

/**
 * The web app's server renderer (apps/web/src/entry-server.tsx), as far as the API uses it. The
 * two apps meet only through this shape and HTTP, never through each other's code.
 */
export interface WebRenderer {
  renderSitemap(request: { origin: string; fetch: InProcessFetch }): Promise<string>;
  renderPage(
    request: PageRequest & {
      fetch: InProcessFetch;
      template: string;
      routePreloads: Readonly<Record<string, readonly string[]>>;
      onError?: (error: unknown) => void;
    },
  ): Promise<RenderedPage>;
}

/** How a page thread starts: the renderer to load and the document it writes pages into. */
export interface PageThreadStart {
  /** The renderer's file URL. */
  renderer: string;
  template: string;
  routePreloads: Readonly<Record<string, readonly string[]>>;
}

/** From the server's thread to a page thread. */
export type ToPageThread =
  | { type: 'render'; page: number; request: PageRequest }
  /** The answer to the page's call to the API (`fetch` below), or why there is none. */
  | { type: 'answer'; page: number; call: number; status: number; text: string; failure?: ThreadFailure }
  /** React may write the page's HTML now. */
  | { type: 'pipe'; page: number }
  /** The page is not wanted (a HEAD request, a shopper gone): stop and forget it. */
  | { type: 'drop'; page: number };

/** From a page thread to the server's thread. */
export type FromPageThread =
  | { type: 'fetch'; page: number; call: number; url: string; method: string | undefined }
  | { type: 'redirect'; page: number; status: number; location: string }
  | { type: 'head'; page: number; status: number; start: string; end: string }
  | { type: 'html'; page: number; text: string }
  /** React has written the whole page (or given up on it). */
  | { type: 'done'; page: number }
  /** The render failed before anything was sent. */
  | { type: 'failed'; page: number; error: ThreadFailure }
  /** A part of the page failed (it is logged; the page goes on as React decides). */
  | { type: 'error'; page: number; error: ThreadFailure };
