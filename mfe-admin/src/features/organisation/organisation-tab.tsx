import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@reentry/ui';
import { useFormatters } from '../../shared/format';
import { OrganisationForm } from './organisation-form';
import { lastSavedMessage, organisationFormMessages as m } from './organisation.messages';
import { useOrganisation } from './organisation.query';

/** The organisation's details: name, tax ID, address, phone, email, office hours, other ways to give, social links. */
export function OrganisationTab() {
  const { dateTime } = useFormatters();
  const { data: record, isError, refetch } = useOrganisation();
  const [stale, setStale] = useState(false);

  if (!record) {
    if (!isError) return null;
    return (
      <div role="alert">
        <p>
          <FormattedMessage {...m.loadFailed} />
        </p>
        <Button onClick={() => void refetch()}>
          <FormattedMessage {...m.tryAgain} />
        </Button>
      </div>
    );
  }
  const reload = () => void refetch().then(() => setStale(false));
  return (
    <>
      <p className="admin-note">
        <FormattedMessage {...m.intro} />
        {record.updatedAt && (
          <>
            {' '}
            <FormattedMessage {...lastSavedMessage} values={{ when: dateTime(record.updatedAt) }} />
          </>
        )}
      </p>
      {stale && (
        <div className="admin-organisation__stale" role="alert">
          <h2>
            <FormattedMessage {...m.stale} />
          </h2>
          <Button onClick={reload}>
            <FormattedMessage {...m.reload} />
          </Button>
        </div>
      )}
      {/* A new version starts the form again from what was saved. */}
      <OrganisationForm key={record.version} record={record} onStale={() => setStale(true)} />
    </>
  );
}
