import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useLocale, useSiteConfig } from '@reentry/platform';
import { PageIntro } from '@reentry/ui';
import { GivingStatus, OtherWaysToGive } from '../features/giving-status/giving-status';
import { DonateFlow } from './donate-flow';
import { manageMessages } from '../features/manage/manage.messages';
import { pageMessages } from './page.messages';

/**
 * `/donate`: the donation flow when Stripe is set up, with the other ways to give below it for a donor who
 * prefers them; otherwise the other ways to give and the contact page.
 */
export function DonatePage() {
  const { locale } = useLocale();
  // Ensured by the route loader; without it (settings unreadable) there is no form to show.
  const config = useSiteConfig().data;
  const donations = config?.donations;
  return (
    <div lang={locale} className="donate-page">
      <PageIntro messages={pageMessages.donate} />
      {!donations ? (
        <GivingStatus reason="unavailable" />
      ) : !donations.stripePublishableKey ? (
        <GivingStatus reason="not-set-up" organisation={config?.organisation} />
      ) : (
        <>
          <DonateFlow publishableKey={donations.stripePublishableKey} maxAmountCents={donations.maxAmountCents} />
          {/* For a donor who prefers not to give by card: the same other ways the page shows without Stripe. */}
          {config?.organisation && <OtherWaysToGive organisation={config.organisation} />}
        </>
      )}
      <p className="donate-page__manage">
        <Link to="/donate/manage">
          <FormattedMessage {...manageMessages.title} />
        </Link>
      </p>
    </div>
  );
}
