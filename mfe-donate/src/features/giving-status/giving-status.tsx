import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { givingStatusMessages as m } from './giving-status.messages';

/** No payment form the server cannot serve: online giving is off (no Stripe keys) or its settings could not be read. */
export function GivingStatus({ reason }: { reason: 'not-set-up' | 'unavailable' }) {
  const [title, help] = reason === 'not-set-up' ? [m.notSetUp, m.notSetUpHelp] : [m.unavailable, m.unavailableHelp];
  return (
    <section className="panel">
      <h2>
        <FormattedMessage {...title} />
      </h2>
      <p>
        <FormattedMessage {...help} />
      </p>
      <Link className="button button--primary" to="/contact">
        <FormattedMessage {...m.contact} />
      </Link>
    </section>
  );
}
