import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { dashboardHref } from '../../shared/list-params';
import { useOrganisation } from '../organisation/organisation.query';
import { organisationPromptMessages as m } from './overview.messages';

/**
 * On a new install (issue 39): until the organisation's legal name is filled in, certificates and donation
 * receipts cannot say who issues them. The overview says so first and leads to the Organisation tab.
 * Read from the admin's own copy of the details (never kept by the browser; the public site config may be),
 * which a save replaces, so the prompt goes the moment the name is saved.
 */
export function OrganisationPrompt() {
  const { data } = useOrganisation();
  if (!data || data.legalName !== '') return null;
  return (
    <section className="admin-prompt" aria-labelledby="admin-organisation-prompt">
      <h2 id="admin-organisation-prompt">
        <FormattedMessage {...m.heading} />
      </h2>
      <p>
        <FormattedMessage {...m.body} />
      </p>
      <p>
        <Link to={dashboardHref('organisation')}>
          <FormattedMessage {...m.link} />
        </Link>
      </p>
    </section>
  );
}
