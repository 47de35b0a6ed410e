import { FormattedMessage } from 'react-intl';
import type { AdminFacilityRequest } from '@reentry/contracts/admin-lists';
import { facilityTypeMessages, facilityTypes } from '@reentry/contracts/forms-rules';
import { choicesOf, workFilters } from '../../shared/choices';
import { DetailList } from '../../shared/details-dialog';
import { useFormatters } from '../../shared/format';
import type { ListParams } from '../../shared/list-params';
import { ListTab } from '../../shared/list-tab';
import type { ListColumn } from '../../shared/list-table';
import { listMessages as m } from '../../shared/list.messages';
import { useStaff } from '../../shared/staff.query';
import { StatusCell } from '../../shared/status-cell';
import { WorkflowEditor } from '../../shared/workflow-editor';
import { facilityMessages as f } from './facility-requests.messages';

type Row = AdminFacilityRequest;

/** The facility-requests tab: workshop requests, newest first, flagged after 2 business days. */
export function FacilityRequestsTab({ params }: { params: ListParams }) {
  const format = useFormatters();
  const staff = useStaff();
  const columns: ListColumn<Row>[] = [
    { id: 'createdAt', sortKey: 'createdAt', header: m.received, cell: (row) => format.date(row.createdAt) },
    { id: 'facilityName', sortKey: 'facilityName', header: f.facility, cell: (row) => row.facilityName },
    { id: 'facilityType', header: f.type, cell: (row) => <FormattedMessage {...facilityTypeMessages[row.facilityType]} /> },
    { id: 'contact', header: f.contact, cell: (row) => <>{row.contactName}<br />{row.contactEmail}</> },
    { id: 'participantCount', sortKey: 'participantCount', header: f.participants, cell: (row) => format.number(row.participantCount) },
    { id: 'status', sortKey: 'status', header: m.status, cell: (row) => <StatusCell status={row.status} overdue={row.overdue} /> },
    { id: 'assignee', header: m.assignee, cell: (row) => row.assigneeName ?? <FormattedMessage {...m.nobody} /> },
  ];
  return (
    <>
      <p className="admin-note">
        <FormattedMessage {...f.promise} />
      </p>
      <ListTab<Row>
        list="facility-requests"
        tab="facility-requests"
        params={params}
        caption={f.caption}
        empty={f.empty}
        columns={columns}
        filters={[...workFilters(staff.data), { name: 'type', label: f.type, choices: choicesOf(facilityTypes, facilityTypeMessages) }]}
        nameOf={(row) => row.facilityName}
        details={(row) => (
          <>
            <DetailList
              items={[
                [<FormattedMessage {...m.received} />, format.dateTime(row.createdAt)],
                [<FormattedMessage {...f.type} />, <FormattedMessage {...facilityTypeMessages[row.facilityType]} />],
                [<FormattedMessage {...f.contact} />, row.contactName],
                [<FormattedMessage {...f.position} />, row.contactPosition],
                [<FormattedMessage {...m.email} />, <a href={`mailto:${row.contactEmail}`}>{row.contactEmail}</a>],
                [<FormattedMessage {...m.phone} />, <a href={`tel:${row.contactPhone}`}>{row.contactPhone}</a>],
                [<FormattedMessage {...f.address} />, <span className="admin-pre">{row.facilityAddress}</span>],
                [<FormattedMessage {...f.participants} />, format.number(row.participantCount)],
                [<FormattedMessage {...f.preferredDate} />, row.preferredDate],
                [<FormattedMessage {...f.requirements} />, row.specialRequirements],
                [<FormattedMessage {...m.language} />, <FormattedMessage {...(row.locale === 'es' ? m.spanish : m.english)} />],
              ]}
            />
            <WorkflowEditor list="facility-requests" row={row} />
          </>
        )}
      />
    </>
  );
}
