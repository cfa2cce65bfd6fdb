import { Writable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { errorOf, failureOf } from '../lib/thread-failure';
import type {
  FromPageThread,
  InProcessAnswer,
  PageThreadStart,
  RenderedPage,
  ToPageThread,
  WebRenderer,
} from './page-thread-protocol';

/*
 * A page thread (see page-threads.ts): the web app's renderer runs here, so drawing a page
 * holds this thread while the server's thread reads requests, answers the API and sends pages.
 * A page's calls to the API are asked of the server's thread, which answers them in-process.
 */

interface PageHere {
  /** The page's calls to the API still waiting for their answers. */
  calls: Map<number, { resolve: (answer: InProcessAnswer) => void; reject: (error: Error) => void }>;
  nextCall: number;
  rendered: Extract<RenderedPage, { kind: 'page' }> | undefined;
  piped: boolean;
}

const port = parentPort;
if (!port) throw new Error('page-thread-worker runs as a worker thread');
const start = workerData as PageThreadStart;
const { renderPage } = (await import(start.renderer)) as WebRenderer;
const pages = new Map<number, PageHere>();
const post = (message: FromPageThread) => port.postMessage(message);

function render(id: number, request: Extract<ToPageThread, { type: 'render' }>['request']): void {
  const page: PageHere = { calls: new Map(), nextCall: 0, rendered: undefined, piped: false };
  pages.set(id, page);
  renderPage({
    ...request,
    template: start.template,
    routePreloads: start.routePreloads,
    fetch: (url, init) =>
      new Promise((resolve, reject) => {
        const call = page.nextCall++;
        page.calls.set(call, { resolve, reject });
        post({ type: 'fetch', page: id, call, url, method: init?.method });
      }),
    onError: (error) => post({ type: 'error', page: id, error: failureOf(error) }),
  }).then(
    (rendered) => {
      if (rendered.kind === 'redirect') {
        pages.delete(id);
        post({ type: 'redirect', page: id, status: rendered.status, location: rendered.location });
      } else {
        page.rendered = rendered;
        post({ type: 'head', page: id, status: rendered.status, start: rendered.start, end: rendered.end });
      }
    },
    (error: unknown) => {
      pages.delete(id);
      post({ type: 'failed', page: id, error: failureOf(error) });
    },
  );
}

/** React writes the page's HTML as text; each piece goes to the server's thread as it is written. */
function pipe(id: number, page: PageHere): void {
  const html = new Writable({
    decodeStrings: false,
    write: (text: string, _encoding, done) => {
      post({ type: 'html', page: id, text });
      done();
    },
    final: (done) => {
      pages.delete(id);
      post({ type: 'done', page: id });
      done();
    },
  });
  page.piped = true;
  page.rendered?.pipe(html);
}

port.on('message', (message: ToPageThread) => {
  if (message.type === 'render') return render(message.page, message.request);
  const page = pages.get(message.page);
  if (!page) return;
  switch (message.type) {
    case 'answer': {
      const call = page.calls.get(message.call);
      page.calls.delete(message.call);
      if (message.failure) call?.reject(errorOf(message.failure));
      else {
        const { status, text } = message;
        call?.resolve({ status, ok: status >= 200 && status < 300, text: () => Promise.resolve(text) });
      }
      return;
    }
    case 'pipe':
      return pipe(message.page, page);
    case 'drop':
      // Asked only of a page with its head sent: one being written ends when React has stopped.
      page.rendered?.abort();
      if (!page.piped) pages.delete(message.page);
      return;
  }
});
