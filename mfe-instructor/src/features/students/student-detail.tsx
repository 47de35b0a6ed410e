import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { INSTRUCTOR_MODULE_TOTAL } from '@reentry/contracts/constants';
import { useFormatDate } from '../site-config/use-format-date';
import { StudentModules } from './student-modules';
import { useStudent } from './student.query';
import { detailMessages as d, studentsMessages as m } from './students.messages';
import { StudentCertificates } from './student-certificates';

export interface StudentDetailProps {
  studentId: number;
  /** The page without the open student: Close (and, on phones, the back link) lead there. */
  closeTo: string;
  /** True when opened from the list (not on the page's first load, where the page heading has focus). */
  focusOnOpen: boolean;
}

/** The right-hand panel (the whole screen on phones): one student's progress, module by module. */
export function StudentDetail({ studentId, closeTo, focusOnOpen }: StudentDetailProps) {
  const navigate = useNavigate();
  const formatDate = useFormatDate();
  const { data: student } = useStudent(studentId);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // A student picked from the list: move focus here, so screen readers read the details next.
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen, studentId]);

  return (
    <section className="student-detail" aria-labelledby={headingId}>
      <div className="student-detail__bar">
        <Link to={closeTo} className="student-detail__back" preventScrollReset>
          <span aria-hidden="true">← </span>
          <FormattedMessage {...d.back} />
        </Link>
        <button type="button" className="button button--secondary student-detail__close" onClick={() => navigate(closeTo, { preventScrollReset: true })}>
          <FormattedMessage {...d.close} />
        </button>
      </div>
      {student ? (
        <>
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            {student.name}
          </h2>
          <p className="student-username">
            <FormattedMessage {...m.username} values={{ username: student.username }} />
          </p>
          <p className="student-detail__email">{student.email ?? <FormattedMessage {...m.noEmail} />}</p>
          <p>
            <FormattedMessage {...m.completed} values={{ count: student.completedCount, total: INSTRUCTOR_MODULE_TOTAL }} />
            {' · '}
            <FormattedMessage {...d.attempts} values={{ count: student.attemptsCount }} />
            {' · '}
            {student.lastActivityAt ? (
              <FormattedMessage {...d.lastActive} values={{ date: formatDate(student.lastActivityAt) }} />
            ) : (
              <FormattedMessage {...d.neverActive} />
            )}
          </p>
          {student.certificates.length > 0 && (
            <p>
              <StudentCertificates certificates={student.certificates} withCodes />
            </p>
          )}
          <StudentModules modules={student.modules} />
        </>
      ) : (
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          <FormattedMessage {...d.notFound} />
        </h2>
      )}
    </section>
  );
}

/** The panel before a student is chosen (spec wording). */
export function StudentDetailPrompt() {
  return (
    <section className="student-detail student-detail--empty" aria-live="polite">
      <p>
        <FormattedMessage {...d.prompt} />
      </p>
    </section>
  );
}
