import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PlatformIntlProvider, type CatalogLoaders } from './intl.js';
import { KioskProvider } from './kiosk/kiosk-context.js';
import { PlatformServicesProvider, type Platform } from './platform-context.js';
import { useInstallPressActions } from './press-actions/use-press-outcome.js';
import { PreferencesProvider, type InitialPreferences } from './preferences.js';

export interface PlatformProviderProps {
  platform: Platform;
  queryClient: QueryClient;
  catalogs: CatalogLoaders;
  /** Language, theme and kiosk mode to start in (on the server, from the request). */
  preferences: InitialPreferences;
  children: ReactNode;
}

/** Everything a page needs from its host: queries, services, language, theme and messages. */
export function PlatformProvider({ platform, queryClient, catalogs, preferences, children }: PlatformProviderProps) {
  // A remote on its own (the mock platform) and tests get the platform's press actions here; the shell's
  // start-up installed them before React (a later call does nothing).
  useInstallPressActions();
  return (
    <QueryClientProvider client={queryClient}>
      <PlatformServicesProvider platform={platform}>
        <PreferencesProvider initial={preferences}>
          <KioskProvider kiosk={preferences.kiosk ?? null}>
            <PlatformIntlProvider catalogs={catalogs}>{children}</PlatformIntlProvider>
          </KioskProvider>
        </PreferencesProvider>
      </PlatformServicesProvider>
    </QueryClientProvider>
  );
}
