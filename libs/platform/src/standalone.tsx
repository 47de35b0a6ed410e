import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { defineMessages, useIntl } from 'react-intl';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { RemoteModule } from '@reentry/contracts/remotes';
import { loadPlatformMessages } from './i18n/load-messages.js';
import { createMockPlatform, type MockPlatformOptions } from './mock-platform.js';
import type { ToastInput } from './platform-context.js';
import { PlatformProvider } from './platform-provider.js';
import { storedPreferences } from './preferences.js';
import { createQueryClient } from './query-client.js';

const messages = defineMessages({
  notifications: {
    id: 'platform.standalone.notifications',
    defaultMessage: 'Notifications',
    description: 'Label of the notifications area when a remote runs on its own',
  },
});

/** The last toast, shown plainly so a standalone run (and its tests) can see it. */
function StandaloneToast({ subscribe }: { subscribe: (listener: (toast: ToastInput) => void) => void }) {
  const intl = useIntl();
  const [toast, setToast] = useState<ToastInput | null>(null);
  useState(() => subscribe(setToast));
  return (
    <div role="status" aria-label={intl.formatMessage(messages.notifications)}>
      {toast && <p>{[toast.title, toast.description].filter(Boolean).join(' - ')}</p>}
    </div>
  );
}

/** Tells tests the page is live, as the shell does after hydration. */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** Runs one remote on its own, inside the mock platform, at the remote's real paths (browser only). */
export function renderStandalone(remote: RemoteModule, element: HTMLElement, options: MockPlatformOptions = {}) {
  let listener: (toast: ToastInput) => void = () => {};
  const preferences = storedPreferences();
  let locale = preferences.locale;
  const platform = createMockPlatform({ getLocale: () => locale, ...options, onToast: (toast) => listener(toast) });
  const queryClient = createQueryClient();
  const router = createBrowserRouter(remote.routes({ queryClient, api: platform.api, getLocale: () => locale }));
  document.documentElement.lang = locale;
  createRoot(element).render(
    <StrictMode>
      <PlatformProvider
        platform={platform}
        queryClient={queryClient}
        preferences={preferences}
        catalogs={{
          platform: loadPlatformMessages,
          [remote.id]: (next) => {
            locale = next;
            return remote.loadMessages(next);
          },
        }}
      >
        <main id="main">
          <RouterProvider router={router} />
        </main>
        <StandaloneToast subscribe={(next) => (listener = next)} />
        <ReadyMark />
      </PlatformProvider>
    </StrictMode>,
  );
}
