import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState } from 'react-router';
import { APP_STATE_ID, type AppState } from './app/app-state';
import { syncAcrossTabs } from './app/persistence';
import { createRoutes } from './app/router';
import { makeStore } from './app/store';
import { RenderTimeContext } from './lib/render-time';
import './styles.css';

declare global {
  interface Window {
    /** Where React Router's browser side reads the server's loader data and errors from. */
    __staticRouterHydrationData?: AppState['router'] | HydrationState;
  }
}

function readServerState(): AppState | undefined {
  const text = document.getElementById(APP_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as AppState) : undefined;
}

async function start(root: HTMLElement) {
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
  syncAcrossTabs(store, window);

  const routes = createRoutes(store, { waitForData: false });
  // The page the server drew hydrates with its code already here, or React would draw it empty.
  const lazy = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazy.map(async ({ route }) => {
      const loaded = typeof route.lazy === 'function' ? await route.lazy() : undefined;
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  if (server) window.__staticRouterHydrationData = server.router;
  const router = createBrowserRouter(routes);

  // While hydrating, components see the state the server drew from (no cart, no session), then
  // the browser's own (the saved cart and session) at once after.
  const app = (
    <StrictMode>
      <Provider store={store} serverState={server?.state}>
        <RenderTimeContext value={server?.renderedAt}>
          <RouterProvider router={router} />
        </RenderTimeContext>
      </Provider>
    </StrictMode>
  );
  if (server) hydrateRoot(root, app);
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
