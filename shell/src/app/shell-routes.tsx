import { data, redirect, type RouteObject } from 'react-router';
import { loadSession, moduleCatalogQuery, type RouteServices, sessionQueryOptions, siteConfigQuery } from '@reentry/platform';
import { homeLoader } from '../home/home-loader';
import { accountExportQueryOptions, accountProfileQueryOptions } from '../account/account-profile.query';
import { myBeforeAfterQueryOptions } from '../account/before-after.query';
import { myClassQueryOptions } from '../account/my-class.query';
import { AppLayout } from '../layout/app-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { OfflinePage } from '../pages/offline-page';
import { PageErrorBoundary } from './page-error-boundary';
import paths from '../route-paths.json';

/** Remote routes are mounted under this route, beside the shell's own pages. */
export const PAGES_ROUTE_ID = 'pages';

function lazyPage<T>(load: () => Promise<T>, pick: (module: T) => React.ComponentType) {
  return () => load().then((module) => ({ Component: pick(module) }));
}

/**
 * The site's one route tree, on the server (per request) and in the browser: the layout, the
 * shell's pages, the routes of the remote that owns this page (others are added on navigation),
 * and the 404 page. Loaders fill the query cache the pages read.
 */
export function createShellRoutes(services: RouteServices, remoteRoutes: RouteObject[] = []): RouteObject[] {
  /** A page for the signed-in only: a visitor is sent to log in (a real redirect on a first load). */
  const signedInOnly = async () => {
    if (!(await loadSession(services))) throw redirect('/login');
    return null;
  };
  return [
    {
      id: 'root',
      element: <AppLayout />,
      // Every page shows the header by role, so every page needs the session (an API that is
      // away makes the visitor anonymous rather than failing the page); and the footer shows the
      // organisation's details (without them, it leaves them out).
      loader: async () => {
        await Promise.all([services.queryClient.prefetchQuery(sessionQueryOptions(services.api)), services.queryClient.prefetchQuery(siteConfigQuery(services.api))]);
        return null;
      },
      HydrateFallback: () => null,
      children: [
        {
          id: PAGES_ROUTE_ID,
          ErrorBoundary: PageErrorBoundary,
          children: [
            {
              index: true,
              loader: homeLoader(services),
              // Its own chunk: the other pages do not download the home page's sections.
              lazy: lazyPage(() => import('../home/home-page'), (page) => page.HomePage),
            },
            // Sign-in, sign-up and Log out are real forms their route's action answers, on the server when
            // posted without script (or before the page's code) and in the browser through the router (issue 42).
            {
              path: paths.login,
              action: async (args) => (await import('../account/login-action')).loginAction(services)(args),
              lazy: lazyPage(() => import('../account/login-page'), (page) => page.LoginPage),
            },
            {
              path: paths.signup,
              action: async (args) => (await import('../account/signup-action')).signupAction(services)(args),
              lazy: lazyPage(() => import('../account/signup-page'), (page) => page.SignupPage),
            },
            // Only posted to (the menus' Log out form); opened as a page, it leads home.
            {
              path: paths.logout,
              loader: () => redirect('/'),
              action: async () => (await import('../account/logout-action')).logOutAction(services)(),
            },
            // The account pages' forms are real forms their route's action answers: on the server when posted
            // without script (or before the page's code), in the browser through the router (issue 42).
            {
              path: paths.forgotPassword,
              action: async (args) => (await import('../account/mail-request.action')).mailRequestAction(services, '/api/auth/forgot-password', paths.forgotPassword)(args),
              lazy: lazyPage(() => import('../account/forgot-password-page'), (page) => page.ForgotPasswordPage),
            },
            {
              path: paths.forgotUsername,
              action: async (args) => (await import('../account/mail-request.action')).mailRequestAction(services, '/api/auth/forgot-username', paths.forgotUsername)(args),
              lazy: lazyPage(() => import('../account/forgot-username-page'), (page) => page.ForgotUsernamePage),
            },
            {
              path: paths.resetPassword,
              action: async (args) => (await import('../account/reset-password.action')).resetPasswordAction(services)(args),
              lazy: lazyPage(() => import('../account/reset-password-page'), (page) => page.ResetPasswordPage),
            },
            {
              path: paths.accountSecurity,
              // Signed-in only: a visitor is sent to log in (a real redirect on a first load).
              loader: signedInOnly,
              // The change-password form (the page's other controls call the API themselves).
              action: async (args) => (await import('../account/change-password.action')).changePasswordAction(services)(args),
              lazy: lazyPage(() => import('../account/security-page'), (page) => page.SecurityPage),
            },
            {
              path: paths.account,
              loader: async () => {
                await signedInOnly();
                // The class section sits above the name form: its answer in the page's data, so nothing moves
                // under a finger reaching for the form (a late answer pushed the name box down, and a tap
                // meant for it landed on its hint: in Firefox and WebKit the typed name went nowhere).
                // So are the learner's before-and-after lines (issue 40) and the modules' names they give.
                await Promise.all([
                  services.queryClient.prefetchQuery(accountProfileQueryOptions(services.api)),
                  services.queryClient.prefetchQuery(myClassQueryOptions(services.api)),
                  services.queryClient.prefetchQuery(myBeforeAfterQueryOptions(services.api)),
                  services.queryClient.prefetchQuery(moduleCatalogQuery(services.api, services.getLocale())),
                ]);
                return null;
              },
              // Name, email and language: each form posts its `intent`.
              action: async (args) => (await import('../account/my-account.action')).myAccountAction(services)(args),
              lazy: lazyPage(() => import('../account/my-account-page'), (page) => page.MyAccountPage),
            },
            {
              path: paths.accountData,
              // The summary is in the server's HTML (readable without script); the download is a plain link.
              loader: async () => {
                await signedInOnly();
                await services.queryClient.prefetchQuery(accountExportQueryOptions(services.api));
                return null;
              },
              lazy: lazyPage(() => import('../account/account-data-page'), (page) => page.AccountDataPage),
            },
            {
              path: paths.accountDelete,
              // After the delete (`?done=deleted`) the visitor is signed out and the page says so; before it,
              // the profile says whether a two-step code is asked for too.
              loader: async ({ request }) => {
                if (new URL(request.url).searchParams.get('done') === 'deleted') return null;
                await signedInOnly();
                await services.queryClient.prefetchQuery(accountProfileQueryOptions(services.api));
                return null;
              },
              action: async (args) => (await import('../account/delete-account.action')).deleteAccountAction(services)(args),
              lazy: lazyPage(() => import('../account/delete-account-page'), (page) => page.DeleteAccountPage),
            },
            // Opened from mailed links, on any device, signed in or not; the press posts the link's token.
            {
              path: paths.accountEmail,
              action: async (args) => (await import('../account/email-link.action')).emailLinkAction(services, 'confirm', paths.accountEmail)(args),
              lazy: lazyPage(() => import('../account/email-link-page'), (page) => page.ConfirmEmailPage),
            },
            {
              path: paths.accountEmailUndo,
              action: async (args) => (await import('../account/email-link.action')).emailLinkAction(services, 'undo', paths.accountEmailUndo)(args),
              lazy: lazyPage(() => import('../account/email-link-page'), (page) => page.UndoEmailPage),
            },
            {
              path: paths.accountEmailVerify,
              action: async (args) => (await import('../account/email-link.action')).emailLinkAction(services, 'verify', paths.accountEmailVerify)(args),
              lazy: lazyPage(() => import('../account/email-link-page'), (page) => page.VerifyEmailPage),
            },
            // Issue 41: class work from a facility's paper sheets into the visitor's own account, with the card's code.
            {
              path: paths.claim,
              loader: async () => {
                await loadSession(services);
                return null;
              },
              action: async (args) => (await import('../claim/claim.action')).claimAction(services)(args),
              lazy: lazyPage(() => import('../claim/claim-page'), (page) => page.ClaimPage),
            },
            // Issue 40: the public figures, read in full without script; the month form is a GET form. Its own chunk.
            {
              path: paths.impact,
              loader: async (args) => (await import('../impact/impact-loader')).impactLoader(services)(args),
              lazy: lazyPage(() => import('../impact/impact-page'), (page) => page.ImpactPage),
            },
            // Small and in the first chunk: the service worker shows it when there is no internet.
            { path: paths.offline, element: <OfflinePage /> },
            // Shared tablet (kiosk) mode: what this device is; /kiosk?facility= and ?end= are answered by the API first.
            { path: paths.kiosk, lazy: lazyPage(() => import('../kiosk/kiosk-page'), (page) => page.KioskPage) },
            ...remoteRoutes,
            { path: '*', loader: () => data(null, { status: 404 }), element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
