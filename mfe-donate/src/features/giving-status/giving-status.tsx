import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { PublicOrganisation } from '@reentry/contracts/organisation';
import { OrganisationContact, useLocale } from '@reentry/platform';
import { givingStatusMessages as m } from './giving-status.messages';

/** The admin's words on giving without a card (a cheque's address...), then where to send it and whom to call. */
export function OtherWaysToGive({ organisation }: { organisation: PublicOrganisation }) {
  const { locale } = useLocale();
  const words = organisation.offlineGiving[locale] || organisation.offlineGiving[locale === 'en' ? 'es' : 'en'];
  const lang = organisation.offlineGiving[locale] ? undefined : locale === 'en' ? 'es' : 'en';
  if (!words && !organisation.address && !organisation.phone) return null;
  return (
    <div className="donate-other-ways">
      <h3>
        <FormattedMessage {...m.otherWays} />
      </h3>
      {words && (
        <p lang={lang} className="donate-other-ways__words">
          {words}
        </p>
      )}
      <OrganisationContact organisation={organisation} parts={['name', 'address', 'phone']} />
    </div>
  );
}

/**
 * No payment form the server cannot serve: online giving is off (no Stripe keys) or its settings could
 * not be read. When it is off, the other ways to give (edited in /admin) are shown; "Contact us" opens
 * the contact form with the donations subject chosen.
 */
export function GivingStatus({ reason, organisation }: { reason: 'not-set-up' | 'unavailable'; organisation?: PublicOrganisation }) {
  const [title, help] = reason === 'not-set-up' ? [m.notSetUp, m.notSetUpHelp] : [m.unavailable, m.unavailableHelp];
  return (
    <section className="panel">
      <h2>
        <FormattedMessage {...title} />
      </h2>
      <p>
        <FormattedMessage {...help} />
      </p>
      {organisation && <OtherWaysToGive organisation={organisation} />}
      <Link className="button button--primary" to="/contact?subject=donation">
        <FormattedMessage {...m.contact} />
      </Link>
    </section>
  );
}
