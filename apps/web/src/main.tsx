import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { syncAcrossTabs } from './app/persistence';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import './styles.css';

const store = makeStore();
syncAcrossTabs(store, window);
const router = createAppRouter();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}
