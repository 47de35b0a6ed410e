import { act, configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Locale } from '@reentry/contracts/locale';
import { createMockPlatform, createQueryClient, loadPlatformMessages, messagesQueryKey, PlatformProvider, type FetchLike } from '@reentry/platform';
import { loadMessages } from '../i18n/load-messages';

// Shared machines can be slow: wait up to 5 s for what a user would see.
configure({ asyncUtilTimeout: 5000 });

/** Renders a feature in the browser (jsdom) on the mock platform as a signed-in admin; resolves once messages loaded. */
export async function renderClient(ui: ReactNode, { fetch, locale = 'en', path = '/admin' }: { fetch: FetchLike; locale?: Locale; path?: string }) {
  const platform = createMockPlatform({ fetch, getLocale: () => locale });
  const queryClient = createQueryClient();
  queryClient.setQueryData(messagesQueryKey('admin', locale), await loadMessages(locale));
  queryClient.setQueryData(messagesQueryKey('platform', locale), await loadPlatformMessages(locale));
  const view = render(
    <PlatformProvider platform={platform} queryClient={queryClient} catalogs={{ platform: loadPlatformMessages, admin: loadMessages }} preferences={{ locale, theme: 'light', saved: { locale: true, theme: true } }}>
      <RouterProvider router={createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] })} />
    </PlatformProvider>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return { ...view, platform, queryClient };
}
