import type { Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { errorOf, failureOf } from '../lib/thread-failure';
import type {
  FromPageThread,
  InProcessFetch,
  PageRequest,
  PageThreadStart,
  RenderedPage,
  ToPageThread,
} from './page-thread-protocol';

/** A page being drawn in a thread, as the server's thread follows it. */
interface PageThere {
  fetch: InProcessFetch;
  onError: (error: unknown) => void;
  /** Settles once the page's data is loaded: its head, a redirect, or a failure. */
  settle: { resolve: (page: RenderedPage) => void; reject: (error: Error) => void } | undefined;
  /** Where React's HTML goes, once the page is piped. */
  destination: Writable | undefined;
}

interface PageThread {
  worker: Worker;
  pages: Map<number, PageThere>;
}

export interface PageThreads {
  /** Draws a page in the thread with the fewest pages under way; its calls to the API go to `fetch`. */
  render(
    request: PageRequest,
    fetch: InProcessFetch,
    onError: (error: unknown) => void,
  ): Promise<RenderedPage>;
  close(): Promise<void>;
}

/**
 * Threads that draw pages (decision 037): React's render of a page is most of its cost, and a
 * process has one thread of its own. With the embedded database the store is one process, so
 * without these a page used one core of the machine while the others had little to do. The
 * server's thread still reads every request, answers the pages' API calls in-process, and sends
 * the HTML the threads write.
 */
export function createPageThreads(count: number, start: PageThreadStart): PageThreads {
  let nextPage = 0;
  let closed = false;
  const threads: (PageThread | undefined)[] = Array.from({ length: count }, () => undefined);

  const forget = (thread: PageThread, id: number) => {
    thread.pages.delete(id);
    // An idle thread does not hold the process open (the HTTP server does while it serves).
    if (thread.pages.size === 0) thread.worker.unref();
  };

  const send = (thread: PageThread, message: ToPageThread) => thread.worker.postMessage(message);

  function answerCall(
    thread: PageThread,
    message: Extract<FromPageThread, { type: 'fetch' }>,
    page: PageThere,
  ) {
    const { page: id, call } = message;
    page
      .fetch(message.url, { method: message.method })
      .then(async (answer) => ({ status: answer.status, text: await answer.text() }))
      .then(
        ({ status, text }) => send(thread, { type: 'answer', page: id, call, status, text }),
        (error: unknown) =>
          send(thread, { type: 'answer', page: id, call, status: 0, text: '', failure: failureOf(error) }),
      );
  }

  function heard(thread: PageThread, message: FromPageThread): void {
    const page = thread.pages.get(message.page);
    if (!page) return;
    switch (message.type) {
      case 'fetch':
        return answerCall(thread, message, page);
      case 'error':
        return page.onError(errorOf(message.error));
      case 'html':
        page.destination?.write(message.text);
        return;
      case 'done':
        forget(thread, message.page);
        page.destination?.end();
        return;
      case 'failed':
        forget(thread, message.page);
        page.settle?.reject(errorOf(message.error));
        return;
      case 'redirect':
        forget(thread, message.page);
        page.settle?.resolve({ kind: 'redirect', status: message.status, location: message.location });
        return;
      case 'head': {
        const id = message.page;
        page.settle?.resolve({
          kind: 'page',
          status: message.status,
          start: message.start,
          end: message.end,
          pipe: (destination) => {
            if (!thread.pages.has(id)) return void destination.end();
            page.destination = destination;
            send(thread, { type: 'pipe', page: id });
          },
          abort: () => {
            if (!thread.pages.has(id)) return;
            forget(thread, id);
            send(thread, { type: 'drop', page: id });
            page.destination?.end();
          },
        });
        page.settle = undefined;
        return;
      }
    }
  }

  /**
   * A thread that stopped: its pages fail (one already being sent ends where it got to, so its
   * shopper is not left waiting), and the next page starts a new thread in its place.
   */
  function lost(index: number, thread: PageThread, error: Error): void {
    if (threads[index] === thread) threads[index] = undefined;
    for (const page of thread.pages.values()) {
      page.settle?.reject(error);
      if (page.destination) {
        page.onError(error);
        page.destination.end();
      }
    }
    thread.pages.clear();
  }

  function threadAt(index: number): PageThread {
    const known = threads[index];
    if (known) return known;
    const worker = new Worker(new URL('./page-thread.mjs', import.meta.url), { workerData: start });
    const thread: PageThread = { worker, pages: new Map() };
    worker.unref();
    worker.on('message', (message: FromPageThread) => heard(thread, message));
    worker.on('error', (error) => lost(index, thread, error));
    worker.on('exit', (code) => lost(index, thread, new Error(`a page thread stopped (exit code ${code})`)));
    threads[index] = thread;
    return thread;
  }

  /** The thread with the fewest pages under way (a stopped one counts as none). */
  function leastBusy(): PageThread {
    let best = 0;
    for (let i = 1; i < count; i++) {
      if ((threads[i]?.pages.size ?? 0) < (threads[best]?.pages.size ?? 0)) best = i;
    }
    return threadAt(best);
  }

  // Started with the server, so the first shopper does not wait for a thread to load the renderer.
  for (let i = 0; i < count; i++) threadAt(i);

  return {
    render(request, fetch, onError) {
      if (closed) return Promise.reject(new Error('the page threads are closed'));
      const thread = leastBusy();
      const id = nextPage++;
      return new Promise<RenderedPage>((resolve, reject) => {
        thread.pages.set(id, { fetch, onError, settle: { resolve, reject }, destination: undefined });
        thread.worker.ref();
        send(thread, { type: 'render', page: id, request });
      });
    },
    async close() {
      closed = true;
      await Promise.all(threads.map((thread) => thread?.worker.terminate()));
    },
  };
}
