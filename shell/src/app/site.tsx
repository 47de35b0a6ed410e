import { StrictMode, useEffect, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider, useAtomValue, type createStore } from 'jotai';
import { PlatformProvider, type InitialPreferences, type Platform } from '@reentry/platform';
import { catalogsAtom } from './remote-catalogs';
import { RenderTimeContext } from './render-time';

export interface SiteProps {
  store: ReturnType<typeof createStore>;
  platform: Platform;
  queryClient: QueryClient;
  preferences: InitialPreferences;
  renderedAt: number;
  /** The router: a static one on the server, the browser's in the browser. */
  children: ReactNode;
}

function WithCatalogs({ children, ...props }: Omit<SiteProps, 'store' | 'renderedAt'>) {
  const catalogs = useAtomValue(catalogsAtom);
  return (
    <PlatformProvider {...props} catalogs={catalogs}>
      {children}
    </PlatformProvider>
  );
}

/** Marks the document once React has taken over the server's markup (tests and tools wait for it). */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** The providers around every page, the same on the server and in the browser. */
export function Site({ store, renderedAt, children, ...props }: SiteProps) {
  return (
    <StrictMode>
      <JotaiProvider store={store}>
        <RenderTimeContext.Provider value={renderedAt}>
          <WithCatalogs {...props}>{children}</WithCatalogs>
          <HydratedMark />
        </RenderTimeContext.Provider>
      </JotaiProvider>
    </StrictMode>
  );
}
