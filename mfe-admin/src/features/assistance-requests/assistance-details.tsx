import { FormattedMessage } from 'react-intl';
import type { AdminAssistanceRequest } from '@reentry/contracts/admin-lists';
import { DetailList } from '../../shared/details-dialog';
import { useFormatters } from '../../shared/format';
import { QueryState } from '../../shared/list-state';
import { listMessages as m } from '../../shared/list.messages';
import { WorkflowEditor } from '../../shared/workflow-editor';
import { useAssistanceDetail } from './assistance-detail.query';
import { assistanceMessages as a } from './assistance-requests.messages';

/** An application in full: its private answers come decrypted from the audited detail endpoint. */
export function AssistanceDetails({ row }: { row: AdminAssistanceRequest }) {
  const format = useFormatters();
  const detail = useAssistanceDetail(row.id);
  const yesNo = (value: boolean) => <FormattedMessage {...(value ? m.yes : m.no)} />;
  return (
    <>
      <DetailList
        items={[
          [<FormattedMessage {...a.reference} />, <code>{row.reference}</code>],
          [<FormattedMessage {...m.received} />, format.dateTime(row.createdAt)],
          [<FormattedMessage {...m.email} />, <a href={`mailto:${row.email}`}>{row.email}</a>],
          [<FormattedMessage {...m.phone} />, <a href={`tel:${row.phone}`}>{row.phone}</a>],
          [<FormattedMessage {...a.help} />, <FormattedMessage {...a[row.assistanceType]} />],
          [<FormattedMessage {...a.releaseDate} />, row.releaseDate],
          [<FormattedMessage {...a.location} />, row.location],
          [<FormattedMessage {...a.transportation} />, yesNo(row.hasTransportation)],
          [<FormattedMessage {...m.language} />, <FormattedMessage {...(row.locale === 'es' ? m.spanish : m.english)} />],
        ]}
      />
      <section className="admin-sensitive" aria-labelledby={`sensitive-${row.id}`}>
        <p id={`sensitive-${row.id}`} className="admin-note">
          <FormattedMessage {...a.sensitiveNote} />
        </p>
        <QueryState query={detail}>
          {(full) => (
            <DetailList
              items={[
                [<FormattedMessage {...a.situation} />, full.currentSituation],
                [<FormattedMessage {...a.experience} />, full.previousExperience],
                [<FormattedMessage {...a.needs} />, full.additionalNeeds],
                [<FormattedMessage {...a.emergency} />, full.emergencyContact],
                [<FormattedMessage {...a.background} />, full.criminalBackground],
              ]}
            />
          )}
        </QueryState>
      </section>
      <WorkflowEditor list="assistance-requests" row={row} />
    </>
  );
}
