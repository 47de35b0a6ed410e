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
  /** In the browser: the site has hydrated and its effects have run (what waits for the viewer goes on then). */
  onRunning?: () => void;
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

/**
 * Marks the document once React has taken over the server's markup (tests and tools wait for it). Its
 * effect runs after those of the page and frame before it in the same commit: they all run by then.
 */
function HydratedMark({ onRunning }: { onRunning?: () => void }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    onRunning?.();
  }, [onRunning]);
  return null;
}

/** The providers around every page, the same on the server and in the browser. */
export function Site({ store, renderedAt, onRunning, children, ...props }: SiteProps) {
  return (
    <StrictMode>
      <JotaiProvider store={store}>
        <RenderTimeContext.Provider value={renderedAt}>
          <WithCatalogs {...props}>{children}</WithCatalogs>
          <HydratedMark onRunning={onRunning} />
        </RenderTimeContext.Provider>
      </JotaiProvider>
    </StrictMode>
  );
}
