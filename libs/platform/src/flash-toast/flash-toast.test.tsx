import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { loadPlatformMessages } from '../i18n/load-messages';
import { createMockPlatform } from '../mock-platform';
import { PlatformProvider } from '../platform-provider';
import { createQueryClient } from '../query-client';
import { FlashToast } from './flash-toast';
import { FLASH_TOAST_COOKIE, flashToastCookie, readFlashToastCookie, redirectWithToast } from './flash-toast-cookie';

beforeEach(() => {
  localStorage.clear();
  document.cookie = `${FLASH_TOAST_COOKIE}=; Path=/; Max-Age=0`;
});

/** A two-page site with the flash toast in its layout; /private redirects home with the toast, like a loader would. */
async function site(locale: 'en' | 'es' = 'en') {
  const platform = createMockPlatform({ user: null });
  const routes: RouteObject[] = [
    {
      element: <FlashToast />,
      children: [
        { path: '/', element: <p>home</p> },
        { path: '/other', element: <p>other</p> },
        { path: '/private', loader: () => { throw redirectWithToast('/', 'instructor-access-denied'); }, element: <p>private</p> },
      ],
    },
  ];
  const router = createMemoryRouter(routes);
  render(
    <PlatformProvider
      platform={platform}
      queryClient={createQueryClient()}
      catalogs={{ platform: loadPlatformMessages }}
      preferences={{ locale, theme: 'light', saved: { locale: true, theme: true } }}
    >
      <RouterProvider router={router} />
    </PlatformProvider>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return { platform, router };
}

describe('flash toasts', () => {
  it('shows the toast a first load carried in the cookie once, after hydration, and clears the cookie', async () => {
    document.cookie = flashToastCookie('instructor-access-denied');
    const { platform, router } = await site();
    expect(platform.toasts).toEqual([{ title: 'Access Denied', description: "You don't have instructor privileges", variant: 'destructive' }]);
    expect(document.cookie).not.toContain(FLASH_TOAST_COOKIE);
    await act(() => router.navigate('/other'));
    expect(platform.toasts).toHaveLength(1);
  });

  it('shows it in Spanish for a Spanish page', async () => {
    document.cookie = flashToastCookie('instructor-access-denied');
    const { platform } = await site('es');
    // The Spanish catalogue loads first (a dynamic import), then the toast shows, in Spanish only.
    await waitFor(() => expect(platform.toasts).toHaveLength(1));
    expect(platform.toasts).toEqual([{ title: 'Acceso denegado', description: 'No tiene permisos de instructor', variant: 'destructive' }]);
  });

  it('shows it after a client navigation a loader redirected, each time it happens', async () => {
    const { platform, router } = await site();
    expect(platform.toasts).toEqual([]);
    await act(() => router.navigate('/private'));
    expect(router.state.location.pathname).toBe('/');
    expect(platform.toasts.map((toast) => toast.title)).toEqual(['Access Denied']);
    await act(() => router.navigate('/private'));
    expect(platform.toasts).toHaveLength(2);
    expect(document.cookie).not.toContain(FLASH_TOAST_COOKIE);
  });

  it('ignores a cookie that names no known toast', async () => {
    document.cookie = `${FLASH_TOAST_COOKIE}=__proto__; Path=/`;
    const { platform } = await site();
    expect(platform.toasts).toEqual([]);
    expect(readFlashToastCookie(`a=1; ${FLASH_TOAST_COOKIE}=<script>`)).toBeUndefined();
    expect(readFlashToastCookie(`a=1;${FLASH_TOAST_COOKIE}=instructor-access-denied`)).toBe('instructor-access-denied');
  });

  it('gives a loader a redirect that sets the short-lived cookie', () => {
    const response = redirectWithToast('/', 'instructor-access-denied');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
    expect(response.headers.get('Set-Cookie')).toBe(`${FLASH_TOAST_COOKIE}=instructor-access-denied; Path=/; Max-Age=120; SameSite=Lax`);
  });
});
