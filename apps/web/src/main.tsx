import {
  startTransition,
  StrictMode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useTransition,
} from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { NavigationType, Router } from 'react-router';
import { APP_STATE_ID, type AppState } from './app/app-state';
import { createBrowserHistory, type BrowserHistory, type HistoryUpdate } from './app/browser-history';
import { pressEarlyTaps, takeEarlyTaps } from './app/early-taps';
import { rememberScrollPositions } from './app/scroll-memory';
import { NavigationPendingContext } from './app/layout/root-layout';
import { keepCartHint, syncAcrossTabs } from './app/persistence';
import {
  AppRoutes,
  loadPageModule,
  pageAt,
  PageFailureContext,
  preparePage,
  ServerRenderedContext,
} from './app/router';
import { makeStore, type AppStore } from './app/store';
import { RenderTimeContext } from './lib/render-time';
import './styles.css';
import 'virtual:icons.css';

function readServerState(): AppState | undefined {
  const text = document.getElementById(APP_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as AppState) : undefined;
}

interface BrowserAppProps {
  store: AppStore;
  history: BrowserHistory;
  /** How the server's render of this first page ended, if it failed (404 or 500). */
  failure: number | null;
}

/**
 * The app's router in the browser: a move starts the next page's code and first data at once, and
 * the current page stays on screen (with the progress bar) until that code is here; the new
 * address is then rendered in one go.
 */
function BrowserApp({ store, history, failure }: BrowserAppProps) {
  const [shown, setShown] = useState<HistoryUpdate>({
    action: NavigationType.Pop,
    location: history.location,
  });
  const [firstFailure, setFirstFailure] = useState(
    failure === null ? null : { pathname: shown.location.pathname, status: failure },
  );
  const [pending, startTransition] = useTransition();
  const path = useRef(shown.location.pathname);
  useLayoutEffect(
    () =>
      history.listen((update) => {
        const { pathname, search } = update.location;
        if (pathname !== path.current) {
          path.current = pathname;
          void preparePage(store, pathname, search);
        }
        startTransition(() => {
          setFirstFailure(null);
          setShown(update);
        });
      }),
    [history, store],
  );
  // Once the app has taken over the server's page and, a task later, rendered the browser's own
  // state (the saved cart and wishlist): the buttons tapped before it did are pressed.
  useEffect(() => {
    void nextTask().then(() => pressEarlyTaps(takeEarlyTaps(window)));
  }, []);
  return (
    <Router location={shown.location} navigationType={shown.action} navigator={history}>
      <NavigationPendingContext value={pending}>
        <PageFailureContext value={firstFailure}>
          <AppRoutes />
        </PageFailureContext>
      </NavigationPendingContext>
    </Router>
  );
}

/**
 * Resolves in a task of its own: the browser may paint, and answer a tap, in between. (A message
 * to itself, not a timer: a timer in a background tab waits a second or more.)
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

async function start(root: HTMLElement) {
  // Loading the app's code (React and the libraries setting themselves up) is one long task of
  // the phone's main thread; making the store and the page's first render are another, not the
  // same one made longer.
  await nextTask();
  const server = readServerState();
  const arrivedAt = Date.now();
  // The server's answers were timed on its clock; on the phone's, a countdown keeps its place.
  const shift = server ? arrivedAt - server.renderedAt : 0;
  const queries = Object.fromEntries(
    Object.entries(server?.state.api.queries ?? {}).map(([key, query]) => [
      key,
      query?.fulfilledTimeStamp === undefined
        ? query
        : { ...query, fulfilledTimeStamp: query.fulfilledTimeStamp + shift },
    ]),
  );
  const store = makeStore(server && { queryCache: { queries, provided: server.state.api.provided } });
  // Hydration renders from the server's state holding the store's own (shifted) answers, at the
  // render's moment shifted alike (the server's render time plus the shift: the arrival): the
  // same second on the countdown, and a component whose answer is the very one it hydrated with
  // is not rendered again when React compares the two.
  const hydrationState = server && { ...server.state, api: { ...server.state.api, queries } };
  syncAcrossTabs(store, window);
  keepCartHint(store, document);

  const history = createBrowserHistory(window);
  rememberScrollPositions(window, history);
  const { pathname, search } = history.location;
  // The server's page hydrates with its code already here, or React would render it empty.
  // Without the server's HTML (the app's own start), the page's first data is asked for too.
  const page = pageAt(pathname, search);
  if (page) await (server ? loadPageModule(page.page) : preparePage(store, pathname, search));

  // While hydrating, components see the state the server rendered from (no cart, no session), then
  // the browser's own (the saved cart and session) at once after.
  const app = (
    <StrictMode>
      <Provider store={store} serverState={hydrationState}>
        <RenderTimeContext value={server && arrivedAt}>
          <ServerRenderedContext value={server?.serverRendered ?? false}>
            <BrowserApp store={store} history={history} failure={server?.failure ?? null} />
          </ServerRenderedContext>
        </RenderTimeContext>
      </Provider>
    </StrictMode>
  );
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page: a tap or a scroll during it is answered, and a
  // tap on a part not hydrated yet hydrates that part first.
  if (server) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
  // A signed-in shopper's cart and wishlist kept on the server: its code comes in a chunk of its
  // own once someone is signed in (now, or when they sign in; it then merges at once), so the
  // first load carries none of it and a guest never downloads it.
  const startSync = () =>
    void import('./app/saved-lists-sync').then(({ startSavedListsSync }) => startSavedListsSync(store));
  if (store.getState().session.token) startSync();
  else {
    const stop = store.subscribe(() => {
      if (!store.getState().session.token) return;
      stop();
      startSync();
    });
  }
}

const root = document.getElementById('root');
if (root) void start(root);
