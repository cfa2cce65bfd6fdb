import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { syncAcrossTabs } from './app/persistence';
import { FIRST_DRAW_WAIT_MS } from './app/first-data';
import { AppRoutes, prepareFirstPage } from './app/router';
import { makeStore } from './app/store';
import './styles.css';

const store = makeStore();
syncAcrossTabs(store, window);

// The page the app opens on is drawn once, with its first data, rather than a loader first.
prepareFirstPage(store, window.location, FIRST_DRAW_WAIT_MS);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
