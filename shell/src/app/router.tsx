import { createBrowserRouter, type RouteObject } from 'react-router';
import type { RemoteId } from '@reentry/contracts/remotes';
import { AppLayout } from '../layout/app-layout';
import { HomePage } from '../home/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { loadRemoteModule } from '../remotes/load-remote';
import { mountRemoteRoutes } from '../remotes/mount-remote-routes';
import { remoteForPath } from '../remotes/remote-for-path';
import { PageErrorBoundary } from './page-error-boundary';
import type { RemoteCatalogs } from './remote-catalogs';

/** Remote routes are patched in under this route, beside the shell's own pages. */
const PAGES_ROUTE_ID = 'pages';

const shellRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <AppLayout />,
    HydrateFallback: () => null,
    children: [
      {
        id: PAGES_ROUTE_ID,
        ErrorBoundary: PageErrorBoundary,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'login', lazy: () => import('../account/login-page').then((page) => ({ Component: page.LoginPage })) },
          { path: 'signup', lazy: () => import('../account/signup-page').then((page) => ({ Component: page.SignupPage })) },
          {
            path: 'forgot-password',
            lazy: () => import('../account/forgot-password-page').then((page) => ({ Component: page.ForgotPasswordPage })),
          },
          {
            path: 'reset-password',
            lazy: () => import('../account/reset-password-page').then((page) => ({ Component: page.ResetPasswordPage })),
          },
          { path: 'account/security', lazy: () => import('../account/security-page').then((page) => ({ Component: page.SecurityPage })) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * One router for the whole site. A remote is fetched the first time someone navigates to
 * one of its paths; its routes and message catalogue are then added to the running app.
 */
export function createShellRouter(catalogs: RemoteCatalogs) {
  const mounted = new Set<RemoteId>();
  return createBrowserRouter(shellRoutes, {
    async patchRoutesOnNavigation({ path, patch }) {
      const remoteId = remoteForPath(path);
      if (!remoteId || mounted.has(remoteId)) return;
      const remote = await loadRemoteModule(remoteId);
      await catalogs.add(remote);
      if (mounted.has(remoteId)) return; // another navigation finished first
      mounted.add(remoteId);
      patch(PAGES_ROUTE_ID, mountRemoteRoutes(remote));
    },
  });
}
