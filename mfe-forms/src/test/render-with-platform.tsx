import { act, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { createMockPlatform, createQueryClient, loadPlatformMessages, PlatformProvider, type FetchLike } from '@reentry/platform';
import { loadMessages } from '../i18n/load-messages';
import remote from '../remote';

export { fakeApi, headerOf, json, sentTo, type RecordedRequest } from './fake-api';

/** Renders a page or feature on the mock platform, in English or Spanish, anonymous; resolves once the messages loaded. */
export async function renderWithPlatform(ui: ReactNode, { fetch, locale = 'en' }: { fetch: FetchLike; locale?: 'en' | 'es' }) {
  localStorage.setItem('locale', locale);
  const platform = createMockPlatform({ user: null, fetch, getLocale: () => locale });
  // A page of an earlier test may have left its language on <html>.
  document.documentElement.lang = '';
  const view = render(
    <PlatformProvider
      platform={platform}
      queryClient={createQueryClient()}
      catalogs={{ forms: loadMessages, platform: loadPlatformMessages }}
      preferences={{ locale, theme: 'light', saved: { locale: true, theme: true } }}
    >
      <MemoryRouter>{ui}</MemoryRouter>
    </PlatformProvider>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  // The page's texts in its language are there (a moment later on a busy machine): the platform marks <html lang>.
  await waitFor(() => expect(document.documentElement.lang).toBe(locale));
  return { ...view, platform };
}

/**
 * Opens one of this remote's pages (`/contact`) in a data router with its real routes, loaders and
 * actions, on the mock platform: a form sent here goes through the page's route action, as after
 * hydration in a browser. `router.state.location` says where a sent form led.
 */
export async function renderPage(path: string, { fetch, locale = 'en' }: { fetch: FetchLike; locale?: 'en' | 'es' }) {
  localStorage.setItem('locale', locale);
  const platform = createMockPlatform({ user: null, fetch, getLocale: () => locale });
  const queryClient = createQueryClient();
  const router = createMemoryRouter(remote.routes({ queryClient, api: platform.api, getLocale: () => locale }), { initialEntries: [path] });
  document.documentElement.lang = '';
  const view = render(
    <PlatformProvider platform={platform} queryClient={queryClient} catalogs={{ forms: loadMessages, platform: loadPlatformMessages }} preferences={{ locale, theme: 'light', saved: { locale: true, theme: true } }}>
      <RouterProvider router={router} />
    </PlatformProvider>,
  );
  await waitFor(() => expect(document.documentElement.lang).toBe(locale));
  await waitFor(() => expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true));
  await waitFor(() => expect(view.container.querySelector('h1')).not.toBeNull());
  return { ...view, platform, router };
}

/** The platform's own saved preferences (language, theme): not something a visitor typed. */
const PREFERENCE_KEYS = new Set(['locale', 'theme']);

/** Everything else in localStorage and sessionStorage, to prove a form wrote nothing there. */
export function browserStorage(): Record<string, string | null> {
  const all: Record<string, string | null> = {};
  for (const [name, storage] of [['local', localStorage], ['session', sessionStorage]] as const) {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i)!;
      if (!(name === 'local' && PREFERENCE_KEYS.has(key))) all[`${name}:${key}`] = storage.getItem(key);
    }
  }
  return all;
}
