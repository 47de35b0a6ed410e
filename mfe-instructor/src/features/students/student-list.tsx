import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { INSTRUCTOR_MODULE_TOTAL } from '@reentry/contracts/constants';
import type { InstructorStudent } from '@reentry/contracts/instructor';
import { useLocale } from '@reentry/platform';
import { ResetCodeAction } from '@reentry/ui';
import { useMakeResetCode } from '../reset-codes/make-reset-code';
import { resetCodeMessages } from '../reset-codes/reset-code.messages';
import { searchStudents, sortStudents, type StudentOrder } from './sort-students';
import { studentsMessages as m } from './students.messages';
import { StudentCertificates } from './student-certificates';

export interface StudentListProps {
  students: readonly InstructorStudent[];
  selectedId: number | undefined;
  order: StudentOrder;
  onOrderChange(order: StudentOrder): void;
  /** Where a student's row leads (the same page with the student's details open). */
  linkTo(studentId: number): string;
}

const orders: [StudentOrder, 'sortName' | 'sortProgressDesc' | 'sortProgressAsc'][] = [
  ['name', 'sortName'],
  ['progress-desc', 'sortProgressDesc'],
  ['progress-asc', 'sortProgressAsc'],
];

/** The instructor's students: name, username, email and completed modules out of 6, with search and sort. */
export function StudentList({ students, selectedId, order, onOrderChange, linkTo }: StudentListProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [query, setQuery] = useState('');
  const headingId = useId();
  const searchId = useId();
  const sortId = useId();
  const shown = sortStudents(searchStudents(students, query), order, locale);
  return (
    <section className="student-list" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage {...m.listHeading} />
      </h2>
      <div className="student-list__controls">
        <div className="field">
          <label className="field__label" htmlFor={searchId}>
            <FormattedMessage {...m.search} />
          </label>
          <input id={searchId} className="field__input" type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={sortId}>
            <FormattedMessage {...m.sort} />
          </label>
          <select id={sortId} className="field__input" value={order} onChange={(event) => onOrderChange(event.target.value as StudentOrder)}>
            {orders.map(([value, label]) => (
              <option key={value} value={value}>
                {intl.formatMessage(m[label])}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="student-list__count" role="status">
        {shown.length === 0 ? <FormattedMessage {...m.noMatch} /> : <FormattedMessage {...m.shown} values={{ shown: shown.length, total: students.length }} />}
      </p>
      <ul className="student-list__items">
        {shown.map((student) => (
          <li key={student.id}>
            <Link
              to={linkTo(student.id)}
              className="student-card"
              aria-current={student.id === selectedId ? 'true' : undefined}
              preventScrollReset
            >
              <span className="student-card__name">{student.name}</span>
              <span className="student-username">
                <FormattedMessage {...m.username} values={{ username: student.username }} />
              </span>
              <span className="student-card__email">{student.email ?? <FormattedMessage {...m.noEmail} />}</span>
              <span className="student-card__progress">
                <FormattedMessage {...m.completed} values={{ count: student.completedCount, total: INSTRUCTOR_MODULE_TOTAL }} />
              </span>
              <progress max={INSTRUCTOR_MODULE_TOTAL} value={student.completedCount} aria-hidden="true" />
              <StudentCertificates certificates={student.certificates} />
            </Link>
            <StudentResetCode student={student} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Beside the row's link (a button cannot sit inside a link): a one-time code for a learner who cannot get in.
 * The dialog names the username too: a learner without email who forgot it has no other way to learn it.
 */
function StudentResetCode({ student }: { student: InstructorStudent }) {
  const makeCode = useMakeResetCode(student.id);
  return <ResetCodeAction name={student.name} username={student.username} makeCode={makeCode} messages={resetCodeMessages} />;
}

/** Spec wording, when an administrator has assigned nobody yet. */
export function NoStudents() {
  return (
    <section className="panel instructor-empty">
      <h2>
        <FormattedMessage {...m.emptyTitle} />
      </h2>
      <p>
        <FormattedMessage {...m.emptyBody} />
      </p>
    </section>
  );
}
