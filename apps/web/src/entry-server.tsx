import { setAutoFreeze } from 'immer';
import { StrictMode } from 'react';
// React DOM's streaming renderer in the build that writes its HTML as text (see textSink).
import { renderToPipeableStream } from 'react-dom/server.bun';
import { Provider } from 'react-redux';
import { createStaticHandler, isRouteErrorResponse, StaticRouter } from 'react-router';
import {
  escapeAttribute,
  failureHead,
  headHtml,
  headOf,
  jsonScript,
  leadImageHtml,
} from './app/layout/document-head';
import type { PageAddress } from './app/page-module';
import {
  AppRoutes,
  createRoutes,
  PageFailureContext,
  type LoadContext,
  ServerRenderedContext,
  type RouteHandle,
} from './app/router';
import { makeStore } from './app/store';
import { APP_STATE_ID, type AppState } from './app/app-state';
import { createApiClient, type ApiFetch } from './lib/api-client';
import { RenderTimeContext } from './lib/render-time';
import { createMemoryBackend, createSafeStorage } from './lib/storage';

// The sitemap is rendered here too: only the web app knows its pages and help articles.
export { renderSitemap } from './app/sitemap';

type Destination = Parameters<ReturnType<typeof renderToPipeableStream>['pipe']>[0];

export interface RenderRequest {
  /** The page's address: path and query string. */
  url: string;
  /** The store's public origin, for canonical and shared-link addresses. */
  origin: string;
  /** The API, reached in-process: a render never waits on the network. */
  fetch: ApiFetch;
  /** index.html of the browser build: its head, the entry's script and styles. */
  template: string;
  /** For each page module, the files it needs beyond the entry's (written by the build). */
  routePreloads: Readonly<Record<string, readonly string[]>>;
  /** The request's Cookie header, if any. */
  cookie?: string;
  onError?: (error: unknown) => void;
}

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The document up to the app's root element. */
      start: string;
      /** Streams the app's HTML into `destination` (which it then ends). */
      pipe: (destination: Destination) => void;
      /** The document after the app: the state the browser hydrates from. */
      end: string;
      abort: () => void;
    };

const ROOT = '<div id="root"></div>';

/**
 * What React writes a page into: its many small pieces of HTML joined as text, handed on to
 * `target` in one write each time React has finished a stretch of the page (its `flush`) and at
 * the end (decision 015). React DOM's renderer for Node encodes each
 * piece into a byte buffer as it goes, a call into the runtime per piece; the same renderer built
 * for Bun (`react-dom/server.bun`) writes the pieces as text, which V8 joins far more cheaply.
 * Under Node that build needs nothing Node lacks: its one Bun call (`Bun.hash`) belongs to
 * `useActionState` with a permalink, which no page uses.
 */
function textSink(target: Destination): Destination {
  let text = '';
  const sink = {
    write: (piece: string) => {
      text += piece;
      return true;
    },
    flush: () => {
      if (text === '') return;
      target.write(text);
      text = '';
    },
    end: () => {
      sink.flush();
      target.end();
    },
    on: (event: string, listener: (...args: unknown[]) => void) => {
      target.on(event, listener);
      return sink;
    },
    destroy: (error: unknown) => (target as { destroy?: (error: unknown) => void }).destroy?.(error),
  };
  // React calls no more of a destination than these (its flush is what hands the text on).
  return sink as unknown as Destination;
}

interface DocumentParts {
  before: string;
  after: string;
  /** The app's entry script, for the boot script to start. */
  app: string;
}

const parts = new Map<string, DocumentParts>();

/**
 * The build's index.html around the app's root, prepared once: its own title and description
 * give way to each page's, and its module script gives way to public/boot.js, which starts the
 * app once the page's lead photo is in. The page is readable and its links work without the app,
 * so on slow data the stylesheet and the photo take the line first.
 */
function documentParts(template: string): DocumentParts {
  const known = parts.get(template);
  if (known) return known;
  const script = /\s*<script type="module"[^>]*><\/script>/.exec(template)?.[0] ?? '';
  const [head = '', tail = ''] = template.replace(script, '').split(ROOT);
  const prepared = {
    before: head.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta\s+name="description"[^>]*>/, ''),
    after: tail,
    app: /src="([^"]+)"/.exec(script)?.[1] ?? '',
  };
  parts.set(template, prepared);
  return prepared;
}

/** The page's own code: its styles now, its scripts handed to the boot script. */
function pageCode(app: string, files: readonly string[]): { styles: string; boot: string } {
  const styles = files
    .filter((file) => file.endsWith('.css'))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('');
  const scripts = files.filter((file) => !file.endsWith('.css')).map((file) => `/${file}`);
  const boot = `<script src="/boot.js" defer data-app="${escapeAttribute(app)}" data-preload="${escapeAttribute(scripts.join(' '))}"></script>`;
  return { styles, boot };
}

// A page's store lives for one render and is then dropped: freezing every answer put in it (which
// guards the browser's long-lived store against stray writes) would only cost the server time.
setAutoFreeze(false);

/** The route table's handler, made once: its pages' code, once loaded, stays with it. */
const handler = createStaticHandler(createRoutes());

/**
 * Renders one shopper page on the server: runs the matched pages' loaders against the API, then
 * streams the page's HTML, with its head (title, description, canonical, shared-link tags,
 * JSON-LD) and the state the browser hydrates from without asking again.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const store = makeStore({
    storage: createSafeStorage(createMemoryBackend()),
    request: createApiClient({ baseUrl: '/api', fetch: request.fetch }),
  });
  const url = new URL(request.url, request.origin);
  const requestContext: LoadContext = { store };
  const context = await handler.query(new Request(url), { requestContext });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }

  // A page that failed (rather than one that names nothing) is the server's failure: it is logged.
  for (const error of Object.values(context.errors ?? {})) {
    if (!isRouteErrorResponse(error)) request.onError?.(error);
  }
  const leaf = context.matches[context.matches.length - 1];
  const address: PageAddress = { params: leaf?.params ?? {}, pathname: url.pathname, search: url.search };
  const failure = context.errors === null ? null : context.statusCode === 404 ? 404 : 500;
  const handle = leaf?.route.handle as RouteHandle | undefined;
  const head = failure === null ? headOf(handle?.meta, store.getState(), address) : failureHead(failure);
  const module = failure === null ? handle?.module : undefined;
  const serverRendered =
    failure === null &&
    handle?.rendering?.clientOnly === true &&
    handle.rendering.serverRenders?.(request.cookie) === true;
  const state: AppState = {
    failure,
    serverRendered,
    state: store.getState(),
    renderedAt: Date.now(),
  };

  const { before, after, app } = documentParts(request.template);
  const code = pageCode(app, module ? (request.routePreloads[module] ?? []) : []);
  const start = `${before
    .replace(/<meta charset="UTF-8" \/>/i, (charset) => `${charset}${leadImageHtml(head)}`)
    .replace(
      '</head>',
      `${headHtml(head, { origin: request.origin, pathname: url.pathname })}${code.styles}</head>`,
    )}<div id="root">`;
  const end = `</div>${jsonScript(APP_STATE_ID, state)}${code.boot}${after}`;

  let stream: ReturnType<typeof renderToPipeableStream> | undefined;
  return {
    kind: 'page',
    status: context.statusCode,
    start,
    end,
    pipe: (target) => {
      const destination = textSink(target);
      let shellReady = false;
      stream = renderToPipeableStream(
        <StrictMode>
          <Provider store={store}>
            <RenderTimeContext value={state.renderedAt}>
              <StaticRouter location={url.pathname + url.search}>
                <PageFailureContext value={failure && { pathname: url.pathname, status: failure }}>
                  <ServerRenderedContext value={serverRendered}>
                    <AppRoutes />
                  </ServerRenderedContext>
                </PageFailureContext>
              </StaticRouter>
            </RenderTimeContext>
          </Provider>
        </StrictMode>,
        {
          onShellReady: () => {
            shellReady = true;
            stream?.pipe(destination);
          },
          onShellError: (error) => {
            request.onError?.(error);
            target.end();
          },
          onError: (error) => request.onError?.(error),
        },
      );
      if (shellReady) stream.pipe(destination);
    },
    abort: () => stream?.abort(),
  };
}
