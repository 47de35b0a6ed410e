import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ACTIVITY_EVENT } from '@reentry/contracts/kiosk-rules';
import { createMockPlatform, createQueryClient, PlatformProvider, sessionQueryKey, type ToastInput } from '@reentry/platform';
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
  render(
    <PlatformProvider platform={platform} queryClient={queryClient} catalogs={{}} preferences={{ locale: 'en', theme: 'light', kiosk: tablet }}>
      <RouterProvider router={router} />
    </PlatformProvider>,
  );
  return { api: platform.api, calls, queryClient, toasts };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const warning = () => screen.queryByRole('alertdialog', { name: 'Are you still here?' });

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(replacePage).mockClear();
  localStorage.clear();
  sessionStorage.clear();
  delete document.documentElement.dataset.tabletReset; // a new page
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
    const { calls, queryClient } = renderGuard();
    await advance(5 * MINUTE);
    await act(async () => {}); // the sign-out call
    expect(calls).toContain('POST /api/auth/logout');
    expect(replacePage).toHaveBeenCalledWith('/');
    expect(Object.keys(localStorage).sort()).toEqual(['locale', 'theme']); // device settings stay
    // Only the reason, for the next page to say what happened.
    expect(Object.keys(sessionStorage)).toEqual(['kiosk-reset']);
    expect(sessionStorage.getItem('kiosk-reset')).toBe('kiosk-idle');
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
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
    const signOut = resetSharedTablet(api, queryClient, 'kiosk-signed-out');
    await act(() => queryClient.refetchQueries({ queryKey: sessionQueryKey }));
    await act(() => signOut);
    await act(async () => {});
    expect(jest.mocked(replacePage).mock.calls).toEqual([['/']]);
    expect(sessionStorage.getItem('kiosk-reset')).toBe('kiosk-signed-out');
  });

  it('on the next page, says once what happened', async () => {
    sessionStorage.setItem('kiosk-reset', 'kiosk-signed-out');
    const { toasts } = renderGuard({ path: '/', signedIn: { current: false } });
    await act(async () => {});
    expect(toasts).toEqual([{ title: 'Signed out', description: 'Nothing of yours is left on this tablet. The next person can start now.', variant: 'success' }]);
    expect(sessionStorage.length).toBe(0);
  });
});
