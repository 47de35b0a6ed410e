import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { INSTRUCTOR_MODULE_TOTAL, MODULE_IDS } from '@reentry/contracts/constants';
import type { InstructorStudent } from '@reentry/contracts/instructor';
import { useFormatDate } from '../site-config/use-format-date';
import { classToolsMessages as m } from './class-tools.messages';
import { studentsMessages } from '../students/students.messages';

const noEmail = studentsMessages.noEmail;

/** An email that may break only before its @ and after its dots, never inside a word. */
function breakableEmail(email: string): ReactNode[] {
  return email.split(/(?=@)|(?<=\.)/).flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]));
}

/** The class at a glance: one row per student. It is what "Print class report" prints (see instructor.css). */
export function ClassReport({ students }: { students: readonly InstructorStudent[] }) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const headingId = useId();
  return (
    <section className="class-report" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <FormattedMessage {...m.reportHeading} />
      </h3>
      <div className="class-report__scroll" tabIndex={0} role="group" aria-labelledby={headingId}>
        <table>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.reportStudent)}</th>
              <th scope="col">{intl.formatMessage(m.reportCompleted)}</th>
              {MODULE_IDS.map((id) => (
                <th scope="col" key={id}>
                  {intl.formatMessage(m.reportModule, { id })}
                </th>
              ))}
              <th scope="col">{intl.formatMessage(m.reportAttempts)}</th>
              <th scope="col">{intl.formatMessage(m.reportLastActive)}</th>
            </tr>
          </thead>
          <tbody>
            {students.map((student) => (
              <tr key={student.id}>
                <th scope="row">
                  {student.name}
                  <span className="class-report__username">{intl.formatMessage(studentsMessages.username, { username: student.username })}</span>
                  <span className="class-report__email">{student.email ? breakableEmail(student.email) : <FormattedMessage {...noEmail} />}</span>
                </th>
                <td className="class-report__figure">{intl.formatMessage(m.reportOf, { count: student.completedCount, total: INSTRUCTOR_MODULE_TOTAL })}</td>
                {MODULE_IDS.map((id) => {
                  const score = student.progress.quizScores[String(id)];
                  return (
                    <td key={id} className="class-report__figure">
                      {score === undefined ? '' : intl.formatMessage(m.reportScore, { score })}
                    </td>
                  );
                })}
                <td className="class-report__figure">{student.attemptsCount}</td>
                <td className="class-report__figure">{student.lastActivityAt ? formatDate(student.lastActivityAt) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
