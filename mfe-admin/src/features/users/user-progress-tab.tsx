import { FormattedMessage } from 'react-intl';
import type { AdminUserProgress } from '@reentry/contracts/admin-lists';
import { DetailList } from '../../shared/details-dialog';
import { useFormatters } from '../../shared/format';
import type { ListParams } from '../../shared/list-params';
import { ListTab } from '../../shared/list-tab';
import type { ListColumn } from '../../shared/list-table';
import { listMessages as m } from '../../shared/list.messages';
import { useInstructors } from './instructors.query';
import { AssignmentSelect, ContentEditorToggle, InstructorToggle } from './role-controls';
import { ResetCodeCell } from './reset-code-cell';
import { Classification, ModuleProgress } from './user-cells';
import { userFilters } from './user-filters';
import { userMessages as u } from './users.messages';

type Row = AdminUserProgress;

/** The user-progress tab: every account, its class and its modules; roles and assignment in the details. */
export function UserProgressTab({ params }: { params: ListParams }) {
  const format = useFormatters();
  const instructors = useInstructors();
  const columns: ListColumn<Row>[] = [
    { id: 'name', sortKey: 'name', header: u.name, cell: (row) => row.name },
    { id: 'email', header: m.email, cell: (row) => row.email ?? '—' },
    { id: 'classification', header: u.role, cell: (row) => <Classification user={row} /> },
    { id: 'completed', header: u.completed, cell: (row) => <FormattedMessage {...u.completedOf} values={{ count: row.completedModules.length }} /> },
    { id: 'instructor', header: u.assignedTo, cell: (row) => row.assignedInstructorName ?? '—' },
    { id: 'createdAt', sortKey: 'createdAt', header: u.registered, cell: (row) => format.date(row.createdAt) },
    { id: 'resetCode', header: u.resetCodeColumn, cell: (row) => <ResetCodeCell user={row} /> },
  ];
  return (
    <ListTab<Row>
      list="user-progress"
      tab="user-progress"
      params={params}
      caption={u.caption}
      empty={u.empty}
      columns={columns}
      filters={userFilters(instructors.data)}
      nameOf={(row) => row.name}
      details={(row) => (
        <>
          <DetailList
            items={[
              [<FormattedMessage {...u.username} />, row.username],
              [<FormattedMessage {...m.email} />, row.email && <a href={`mailto:${row.email}`}>{row.email}</a>],
              [<FormattedMessage {...u.role} />, <Classification user={row} />],
              [<FormattedMessage {...u.registered} />, format.date(row.createdAt)],
              [<FormattedMessage {...u.assignedTo} />, <AssignmentSelect user={row} instructors={instructors.data ?? []} />],
            ]}
          />
          <ModuleProgress user={row} />
          <p className="admin-note">
            <FormattedMessage {...u.signedOutNote} />
          </p>
          <InstructorToggle user={row} />
          {!row.isAdmin && <ContentEditorToggle user={row} />}
        </>
      )}
    />
  );
}
