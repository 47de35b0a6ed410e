import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ACTIVITY_EVENT } from '@reentry/contracts/kiosk-rules';
import { createMockPlatform, createQueryClient, holdViewerChanges, PlatformProvider, sessionQueryKey, type ToastInput } from '@reentry/platform';
import { learner } from '../account/account-test-harness';
import KioskGuard from './kiosk-guard';
import { replacePage } from './replace-page';
import { resetSharedTablet } from './reset-shared-tablet';

jest.mock('./replace-page', () => ({ replacePage: jest.fn() }));

const MINUTE = 60_000;
const tablet = { facilityName: 'Maple Halfway House' };

/** The guard on a page of a shared tablet, with an API that records calls; `signedIn` answers /api/auth/me. */
function renderGuard({ path = '/modules', signedIn = { current: true } } = {}) {
  const calls: string[] = [];
  const toasts: ToastInput[] = [];
  const platform = createMockPlatform({
    onToast: (toast) => toasts.push(toast),
    fetch: async (input, init) => {
      calls.push(`${init?.method ?? 'GET'} ${input}`);
      if (input === '/api/auth/me') return signedIn.current ? new Response(JSON.stringify(learner)) : new Response('{}', { status: 401 });
      return new Response(null, { status: 204 });
    },
  });
  const queryClient = createQueryClient();
  if (signedIn.current) queryClient.setQueryData(sessionQueryKey, learner);
  const router = createMemoryRouter([{ path: '*', element: <KioskGuard /> }], { initialEntries: [path] });
  const { unmount } = render(
    <PlatformProvider platform={platform} queryClient={queryClient} catalogs={{}} preferences={{ locale: 'en', theme: 'light', kiosk: tablet }}>
      <RouterProvider router={router} />
    </PlatformProvider>,
  );
  return { api: platform.api, calls, queryClient, toasts, unmount };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const RESET_COOKIE = 'reentry.kiosk-reset';
const resetCookie = () => document.cookie.split('; ').find((pair) => pair.startsWith(`${RESET_COOKIE}=`));
/** The browser loads the next page: a new document, the same tab (sessionStorage) and cookies. */
function nextPage(previous: { unmount(): void }) {
  previous.unmount();
  delete document.documentElement.dataset.tabletReset;
}
const signedOutNotice = { title: 'Signed out', description: 'Nothing of yours is left on this tablet. The next person can start now.', variant: 'success' };
const warning = () => screen.queryByRole('alertdialog', { name: 'Are you still here?' });

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(replacePage).mockClear();
  localStorage.clear();
  sessionStorage.clear();
  delete document.documentElement.dataset.tabletReset; // a new page
  document.cookie = `${RESET_COOKIE}=; Path=/; Max-Age=0`;
});
afterEach(() => jest.useRealTimers());

describe('the idle sign-out of a shared tablet', () => {
  it('warns after 4 minutes without use, counting down; a tap dismisses it and the count starts again', async () => {
    renderGuard();
    await advance(4 * MINUTE - 1000);
    expect(warning()).toBeNull();
    await advance(1000);
    expect(warning()?.textContent).toContain('In 60 seconds it will sign out and clear everything for the next person.');
    expect(screen.getByRole('button', { name: 'I am still here' })).toBe(document.activeElement);
    await advance(15_000);
    expect(warning()?.textContent).toContain('In 45 seconds');
    fireEvent.pointerMove(document.body); // a bumped mouse is not an answer
    expect(warning()).not.toBeNull();
    fireEvent.click(warning()!);
    expect(warning()).toBeNull();
    await advance(4 * MINUTE - 1000);
    expect(warning()).toBeNull();
    expect(replacePage).not.toHaveBeenCalled();
  });

  it('after 5 minutes signs out, forgets the learner’s data, and loads the start page in place', async () => {
    localStorage.setItem('locale', 'en');
    localStorage.setItem('draft:contact', 'my private note');
    sessionStorage.setItem('anything', 'x');
    const { calls } = renderGuard();
    await advance(5 * MINUTE);
    await act(async () => {}); // the sign-out call
    expect(calls).toContain('POST /api/auth/logout');
    expect(replacePage).toHaveBeenCalledWith('/');
    expect(Object.keys(localStorage).sort()).toEqual(['locale', 'theme']); // device settings stay
    // Only the reason, for the next page to say what happened.
    expect(Object.keys(sessionStorage)).toEqual(['kiosk-reset']);
    expect(sessionStorage.getItem('kiosk-reset')).toBe('kiosk-idle');
    expect(resetCookie()).toBe(`${RESET_COOKIE}=kiosk-idle`); // and a short-lived cookie, should the tab's storage be lost
    // The page itself, with what it holds in memory (the query cache), is gone with the load in its place.
  });

  // Issue 39 (the kiosk spec's sign-out notice came late under load): the page being replaced is not woken.
  it('does not wait for the page’s own code (a lesson whose code has not come) before loading the start page', async () => {
    const { calls, queryClient } = renderGuard();
    const woken = jest.fn(() => new Promise<boolean>(() => {})); // the lesson's code never comes
    holdViewerChanges(queryClient, woken);
    await advance(5 * MINUTE);
    await act(async () => {});
    expect(calls).toContain('POST /api/auth/logout');
    expect(replacePage).toHaveBeenCalledWith('/');
    expect(woken).not.toHaveBeenCalled();
  });

  it('tells the API the learner is active (at most every 20 s, and once after the last activity)', async () => {
    const { calls } = renderGuard();
    const pings = () => calls.filter((call) => call === 'POST /api/auth/sessions/keep-alive').length;
    fireEvent.keyDown(window, { key: 'a' });
    expect(pings()).toBe(1);
    fireEvent.scroll(window);
    window.dispatchEvent(new Event(ACTIVITY_EVENT)); // reading aloud
    expect(pings()).toBe(1);
    await advance(20_000);
    expect(pings()).toBe(2); // the trailing one, after the last activity
    await advance(60_000);
    expect(pings()).toBe(2);
  });

  it('does not count on the start page while no one is signed in (nothing to clear)', async () => {
    renderGuard({ path: '/', signedIn: { current: false } });
    await advance(10 * MINUTE);
    expect(warning()).toBeNull();
    expect(replacePage).not.toHaveBeenCalled();
  });

  it('clears the tablet when the page finds the session ended on the server', async () => {
    const signedIn = { current: true };
    const { queryClient } = renderGuard({ signedIn });
    signedIn.current = false;
    await act(() => queryClient.refetchQueries({ queryKey: sessionQueryKey }));
    await act(async () => {});
    expect(replacePage).toHaveBeenCalledWith('/');
    expect(sessionStorage.getItem('kiosk-reset')).toBe('kiosk-idle');
  });

  it('a sign-out whose cleared cache makes the page find no one keeps its own reason for the next page', async () => {
    const signedIn = { current: true };
    const { api, queryClient } = renderGuard({ signedIn });
    signedIn.current = false;
    // Signing out clears the query cache; the header's session check then answers "no one".
    const signOut = resetSharedTablet(api, 'kiosk-signed-out');
    await act(() => queryClient.refetchQueries({ queryKey: sessionQueryKey }));
    await act(() => signOut);
    await act(async () => {});
    expect(jest.mocked(replacePage).mock.calls).toEqual([['/']]);
    expect(sessionStorage.getItem('kiosk-reset')).toBe('kiosk-signed-out');
  });

  it('Log out pressed before the guard’s code came (a busy tablet): the page being replaced leaves the reason to the next page', async () => {
    const signedIn = { current: true };
    const { api } = createMockPlatform({ fetch: async () => new Response(null, { status: 204 }) });
    await resetSharedTablet(api, 'kiosk-signed-out');
    expect(replacePage).toHaveBeenCalledWith('/');
    // The browser is still fetching the home page when the guard's code arrives and starts on this page.
    signedIn.current = false;
    const replaced = renderGuard({ signedIn });
    await act(async () => {});
    expect(replaced.toasts).toEqual([]); // a toast here would be gone with the page
    expect(sessionStorage.getItem('kiosk-reset')).toBe('kiosk-signed-out');
    nextPage(replaced);
    const { toasts } = renderGuard({ path: '/', signedIn });
    await act(async () => {});
    expect(toasts).toEqual([signedOutNotice]);
  });

  it('on the next page, says once what happened, and leaves nothing behind', async () => {
    sessionStorage.setItem('kiosk-reset', 'kiosk-signed-out');
    document.cookie = `${RESET_COOKIE}=kiosk-signed-out; Path=/`;
    const first = renderGuard({ path: '/', signedIn: { current: false } });
    await act(async () => {});
    expect(first.toasts).toEqual([signedOutNotice]);
    expect(sessionStorage.length).toBe(0);
    expect(resetCookie()).toBeUndefined();
    nextPage(first);
    const { toasts } = renderGuard({ path: '/', signedIn: { current: false } });
    await act(async () => {});
    expect(toasts).toEqual([]);
  });

  it('still tells the learner when the tab’s storage could not keep the reason (blocked or full)', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const signedIn = { current: true };
    const page = renderGuard({ signedIn });
    signedIn.current = false;
    await act(() => resetSharedTablet(page.api, 'kiosk-signed-out'));
    setItem.mockRestore();
    expect(sessionStorage.length).toBe(0);
    nextPage(page);
    const { toasts } = renderGuard({ path: '/', signedIn });
    await act(async () => {});
    expect(toasts).toEqual([signedOutNotice]);
    expect(resetCookie()).toBeUndefined();
  });
});
