// Test-only: renders an account page inside the mock platform and a memory router, with a fake API.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type ActionFunction } from 'react-router';
import type { KioskDevice } from '@reentry/contracts/kiosk-rules';
import type { User } from '@reentry/contracts/user';
import { createMockPlatform, createQueryClient, PlatformProvider, type RouteServices, type ToastInput } from '@reentry/platform';

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * An answer per "METHOD /path"; a function gets the request body (one that throws is a network error).
 * Anything else is a 404 envelope.
 */
export type FakeRoutes = Record<string, { status?: number; body?: unknown } | ((body: unknown) => { status?: number; body?: unknown })>;

export const learner: User = {
  id: 3,
  username: 'maria',
  email: 'maria@example.org',
  name: 'Maria',
  isAdmin: false,
  isInstructor: false,
  assignedInstructorId: null,
  progress: { completedModules: [], quizScores: {} },
};

export function renderPage(
  element: ReactElement,
  {
    path = '/',
    url = path,
    user = null,
    routes = {},
    kiosk = null,
    action,
    actions = {},
  }: {
    path?: string;
    url?: string;
    user?: User | null;
    routes?: FakeRoutes;
    kiosk?: KioskDevice | null;
    /** The page's route action (issue 42), given the page's services (the fake API, the page's cache). */
    action?: (services: RouteServices) => ActionFunction;
    /** Other routes' actions by path (`/logout`), for forms that post elsewhere. */
    actions?: Record<string, (services: RouteServices) => ActionFunction>;
  },
) {
  const calls: FakeCall[] = [];
  const toasts: ToastInput[] = [];
  const platform = createMockPlatform({
    user,
    onToast: (toast) => toasts.push(toast),
    fetch: async (input, init) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: input, body, headers: { ...(init?.headers as Record<string, string> | undefined) } });
      const route = routes[`${method} ${input}`];
      const answer = typeof route === 'function' ? route(body) : route;
      if (!answer) return new Response('{"error":{"code":"NOT_FOUND","message":"Not found"}}', { status: 404 });
      const status = answer.status ?? 200;
      // A 204 (or 205, 304) has no body: Node's Response refuses one, even ''.
      const text = [204, 205, 304].includes(status) || answer.body === undefined ? null : JSON.stringify(answer.body);
      return new Response(text, { status });
    },
  });
  const queryClient = createQueryClient();
  const services: RouteServices = { queryClient, api: platform.api, getLocale: () => 'en' };
  const router = createMemoryRouter(
    [
      { path, element, action: action?.(services) },
      ...Object.entries(actions).map(([other, make]) => ({ path: other, action: make(services), element: <p>elsewhere</p> })),
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <PlatformProvider platform={platform} queryClient={queryClient} catalogs={{}} preferences={{ locale: 'en', theme: 'light', saved: { locale: true, theme: true }, kiosk }}>
      <RouterProvider router={router} />
    </PlatformProvider>,
  );
  return { calls, toasts, router, queryClient };
}
