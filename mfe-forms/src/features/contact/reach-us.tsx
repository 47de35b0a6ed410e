import { FormattedMessage } from 'react-intl';
import { OrganisationContact, useSiteConfig } from '@reentry/platform';
import { contactMessages as m } from './contact.messages';

/** The organisation's address, phone, email and office hours (edited in /admin); none set: nothing shown. */
export function ReachUs() {
  const organisation = useSiteConfig().data?.organisation;
  if (!organisation || !(organisation.address || organisation.phone || organisation.email)) return null;
  return (
    <section aria-labelledby="reach-us-heading">
      <h2 id="reach-us-heading">
        <FormattedMessage {...m.reachUsHeading} />
      </h2>
      <OrganisationContact organisation={organisation} parts={['address', 'phone', 'email', 'officeHours']} />
    </section>
  );
}
