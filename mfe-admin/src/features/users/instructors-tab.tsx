import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { AdminUserProgress } from '@reentry/contracts/admin-lists';
import { dashboardHref, type ListParams } from '../../shared/list-params';
import { QueryState } from '../../shared/list-state';
import { ListTab } from '../../shared/list-tab';
import type { ListColumn } from '../../shared/list-table';
import { listMessages as m } from '../../shared/list.messages';
import { useInstructors } from './instructors.query';
import { AssignmentSelect, ContentEditorToggle, InstructorToggle } from './role-controls';
import { Classification } from './user-cells';
import { userFilters } from './user-filters';
import { userMessages as u } from './users.messages';

/** The instructors tab: who teaches how many students, then everyone with the role and assignment controls in the row. */
export function InstructorsTab({ params }: { params: ListParams }) {
  const instructors = useInstructors();
  const columns: ListColumn<AdminUserProgress>[] = [
    { id: 'name', sortKey: 'name', header: u.name, cell: (row) => <>{row.name}<br /><span className="admin-muted">{row.email}</span></> },
    { id: 'classification', header: u.role, cell: (row) => <Classification user={row} /> },
    { id: 'instructor', header: u.assignedTo, cell: (row) => <AssignmentSelect user={row} instructors={instructors.data ?? []} /> },
    {
      id: 'toggle',
      header: m.actions,
      cell: (row) => (
        <div className="admin-row-actions">
          <InstructorToggle user={row} />
          {!row.isAdmin && <ContentEditorToggle user={row} />}
        </div>
      ),
    },
  ];
  return (
    <>
      <section aria-labelledby="admin-instructors-heading">
        <h2 id="admin-instructors-heading">
          <FormattedMessage {...u.instructorsHeading} />
        </h2>
        <QueryState query={instructors}>
          {(list) =>
            list.length === 0 ? (
              <p className="admin-empty">
                <FormattedMessage {...u.noInstructors} />
              </p>
            ) : (
              <div className="admin-table-scroll">
                <table className="admin-table">
                  <caption className="visually-hidden">
                    <FormattedMessage {...u.instructorsCaption} />
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col"><FormattedMessage {...u.name} /></th>
                      <th scope="col"><FormattedMessage {...m.email} /></th>
                      <th scope="col"><FormattedMessage {...u.students} /></th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.map((instructor) => (
                      <tr key={instructor.id}>
                        <th scope="row">{instructor.name}</th>
                        <td>{instructor.email}</td>
                        <td>
                          <Link to={dashboardHref('instructors', { instructorId: String(instructor.id) })}>
                            {instructor.studentCount}
                            <span className="visually-hidden">
                              {' '}
                              <FormattedMessage {...u.seeStudents} values={{ name: instructor.name }} />
                            </span>
                          </Link>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </QueryState>
      </section>
      <section aria-labelledby="admin-people-heading">
        <h2 id="admin-people-heading">
          <FormattedMessage {...u.studentsHeading} />
        </h2>
        <p className="admin-note">
          <FormattedMessage {...u.signedOutNote} />
        </p>
        <ListTab<AdminUserProgress> list="user-progress" tab="instructors" params={params} caption={u.caption} empty={u.empty} columns={columns} filters={userFilters(instructors.data)} />
      </section>
    </>
  );
}
