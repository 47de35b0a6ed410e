import { FormattedMessage } from 'react-intl';
import type { AdminAssistanceRequest } from '@reentry/contracts/admin-lists';
import { assistanceTypes } from '@reentry/contracts/forms-rules';
import { choicesOf, workFilters } from '../../shared/choices';
import { useFormatters } from '../../shared/format';
import type { ListParams } from '../../shared/list-params';
import { ListTab } from '../../shared/list-tab';
import type { ListColumn } from '../../shared/list-table';
import { listMessages as m } from '../../shared/list.messages';
import { useStaff } from '../../shared/staff.query';
import { StatusCell } from '../../shared/status-cell';
import { AssistanceDetails } from './assistance-details';
import { assistanceMessages as a } from './assistance-requests.messages';

type Row = AdminAssistanceRequest;

/** The assistance-requests tab. The list holds no private answers: only View Details decrypts them. */
export function AssistanceRequestsTab({ params }: { params: ListParams }) {
  const format = useFormatters();
  const staff = useStaff();
  const columns: ListColumn<Row>[] = [
    { id: 'createdAt', sortKey: 'createdAt', header: m.received, cell: (row) => format.date(row.createdAt) },
    { id: 'fullName', sortKey: 'fullName', header: a.applicant, cell: (row) => row.fullName },
    { id: 'reference', header: a.reference, cell: (row) => <code>{row.reference}</code> },
    { id: 'assistanceType', header: a.help, cell: (row) => <FormattedMessage {...a[row.assistanceType]} /> },
    { id: 'contact', header: m.email, cell: (row) => <>{row.email}<br />{row.phone}</> },
    { id: 'status', sortKey: 'status', header: m.status, cell: (row) => <StatusCell status={row.status} overdue={row.overdue} /> },
    { id: 'assignee', header: m.assignee, cell: (row) => row.assigneeName ?? <FormattedMessage {...m.nobody} /> },
  ];
  return (
    <>
      <p className="admin-note">
        <FormattedMessage {...a.promise} />
      </p>
      <ListTab<Row>
        list="assistance-requests"
        tab="assistance-requests"
        params={params}
        caption={a.caption}
        empty={a.empty}
        columns={columns}
        filters={[...workFilters(staff.data), { name: 'type', label: a.help, choices: choicesOf(assistanceTypes, a) }]}
        nameOf={(row) => row.fullName}
        details={(row) => <AssistanceDetails row={row} />}
      />
    </>
  );
}
