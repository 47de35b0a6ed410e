import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useClassPractice } from './class-practice.query';
import { classPracticeMessages as m } from './class-practice.messages';

/** Spot the scam for the class: the messages it gets wrong most (first answers), and who has done which. */
export function ClassPracticeResults() {
  const { data: practice } = useClassPractice();
  const headingId = useId();
  const studentsId = useId();
  if (!practice) return null;
  const titles = new Map(practice.scenarios.map((scenario) => [scenario.id, scenario.title]));
  const answered = practice.scenarios.filter((scenario) => scenario.answeredBy > 0);
  return (
    <section className="class-practice" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <FormattedMessage {...m.heading} />
      </h3>
      {answered.length === 0 ? (
        <p>
          <FormattedMessage {...m.none} />
        </p>
      ) : (
        <>
          <p>
            <FormattedMessage {...m.intro} />
          </p>
          <table>
            <thead>
              <tr>
                <th scope="col"><FormattedMessage {...m.scenario} /></th>
                <th scope="col"><FormattedMessage {...m.wrong} /></th>
                <th scope="col"><FormattedMessage {...m.answered} /></th>
              </tr>
            </thead>
            <tbody>
              {answered.map((scenario) => (
                <tr key={scenario.id}>
                  <th scope="row">{scenario.title}</th>
                  <td>{scenario.wrongBy}</td>
                  <td>{scenario.answeredBy}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h4 id={studentsId}>
            <FormattedMessage {...m.students} />
          </h4>
          <ul aria-labelledby={studentsId}>
            {practice.students.map((student) => (
              <li key={student.id}>
                <strong>{student.name}</strong>
                {': '}
                <FormattedMessage {...m.doneCount} values={{ done: student.done.length, total: practice.scenarios.length }} />
                {student.done.length > 0 && ` (${student.done.map((id) => titles.get(id) ?? id).join(', ')})`}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
