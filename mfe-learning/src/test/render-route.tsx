import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Locale } from '@reentry/contracts/locale';
import type { User } from '@reentry/contracts/user';
import { createMockPlatform, createQueryClient, loadPlatformMessages, PlatformProvider, type ToastInput } from '@reentry/platform';
import { loadMessages } from '../i18n/load-messages';
import remote from '../remote';
import { fakeApi, type Answer } from './fake-api';

/**
 * Opens a path of this remote in the browser (jsdom) on the mock platform, with a fake API: the
 * routes, loaders and pages as the shell mounts them, plus a home page to be sent to.
 */
export async function renderRoute(
  path: string,
  { user = null, locale = 'en', answers = {} }: { user?: User | null; locale?: Locale; answers?: Record<string, Answer> } = {},
) {
  localStorage.setItem('locale', locale);
  const api = fakeApi(answers);
  const toasts: ToastInput[] = [];
  const platform = createMockPlatform({ user, fetch: api.fetch, getLocale: () => locale, onToast: (toast) => toasts.push(toast) });
  const queryClient = createQueryClient();
  const routes = remote.routes({ queryClient, api: platform.api, getLocale: () => locale });
  const pages = [...routes, { path: '/', element: <h1>Home</h1> }, { path: '*', element: <h1>Elsewhere</h1> }];
  const router = createMemoryRouter([{ HydrateFallback: () => null, children: pages }], { initialEntries: [path] });
  const view = render(
    <PlatformProvider
      platform={platform}
      queryClient={queryClient}
      catalogs={{ learning: loadMessages, platform: loadPlatformMessages }}
      preferences={{ locale, theme: 'light', saved: { locale: true, theme: true } }}
    >
      <RouterProvider router={router} />
    </PlatformProvider>,
  );
  await act(async () => {
    while (!router.state.initialized) await new Promise((resolve) => setTimeout(resolve, 5));
  });
  return { ...view, router, queryClient, toasts, requests: api.requests };
}
