import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet, useNavigation } from 'react-router';
import { FlashToast } from '@reentry/platform';
import { Toaster } from '../toasts/toaster';
import { useFocusOnNavigation } from './focus-on-navigation';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';
import { layoutMessages } from './layout.messages';

/** The frame around every page: skip link, header, main landmark, footer, notifications. */
export function AppLayout() {
  const intl = useIntl();
  const navigation = useNavigation();
  useFocusOnNavigation();
  return (
    <>
      <meta name="description" content={intl.formatMessage(layoutMessages.siteDescription)} />
      <a className="skip-link" href="#main">
        <FormattedMessage {...layoutMessages.skipLink} />
      </a>
      <Header />
      <div className="route-status" role="status">
        {navigation.state === 'loading' && <FormattedMessage {...layoutMessages.loading} />}
      </div>
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Toaster />
      <FlashToast />
      <ScrollToTop />
    </>
  );
}
