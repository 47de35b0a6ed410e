import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet, useNavigation } from 'react-router';
import { FlashToast, useKiosk } from '@reentry/platform';
import { useHydrated } from '@reentry/ui';
import { SessionDoneNotice } from '../account/session-done-notice';
import { AppHead } from '../pwa/app-head';
import { Toaster } from '../toasts/toaster';
import { useFocusOnNavigation } from './focus-on-navigation';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';
import { layoutMessages } from './layout.messages';

// Only shared tablets (kiosk mode) download the idle sign-out, once the page is running.
const KioskGuard = lazy(() => import('../kiosk/kiosk-guard'));

/** The frame around every page: skip link, header, main landmark, footer, notifications. */
export function AppLayout() {
  const intl = useIntl();
  const navigation = useNavigation();
  const kiosk = useKiosk();
  const hydrated = useHydrated();
  useFocusOnNavigation();
  return (
    <>
      <meta name="description" content={intl.formatMessage(layoutMessages.siteDescription)} />
      <AppHead />
      <a className="skip-link" href="#main">
        <FormattedMessage {...layoutMessages.skipLink} />
      </a>
      <Header />
      <div className="route-status" role="status">
        {navigation.state === 'loading' && <FormattedMessage {...layoutMessages.loading} />}
      </div>
      <main id="main" className="main" tabIndex={-1}>
        <SessionDoneNotice />
        <Outlet />
      </main>
      <Footer />
      <Toaster />
      <FlashToast />
      <ScrollToTop />
      {kiosk && hydrated && (
        <Suspense fallback={null}>
          <KioskGuard />
        </Suspense>
      )}
    </>
  );
}
