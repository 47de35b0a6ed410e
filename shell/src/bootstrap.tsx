import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Provider as JotaiProvider, createStore, useAtomValue } from 'jotai';
import { PlatformProvider, createApiClient, createQueryClient, type Platform } from '@reentry/platform';
import { catalogsAtom, createRemoteCatalogs } from './app/remote-catalogs';
import { createShellRouter } from './app/router';
import { loadShellMessages } from './i18n/load-messages';
import { installWheelJitterFilter } from './scroll/wheel-jitter-filter';
import { showToast } from './toasts/toast-store';
import './styles/global.css';

const store = createStore();
store.set(catalogsAtom, { shell: loadShellMessages });
const queryClient = createQueryClient();
const platform: Platform = { api: createApiClient(), toast: (input) => showToast(store, input) };
const router = createShellRouter(createRemoteCatalogs(store, queryClient));
installWheelJitterFilter();
// Pages decide where they start (top, or the URL's fragment); the browser must not restore old positions.
history.scrollRestoration = 'manual';

function Site() {
  const catalogs = useAtomValue(catalogsAtom);
  return (
    <PlatformProvider platform={platform} queryClient={queryClient} catalogs={catalogs}>
      <RouterProvider router={router} />
    </PlatformProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <JotaiProvider store={store}>
      <Site />
    </JotaiProvider>
  </StrictMode>,
);
