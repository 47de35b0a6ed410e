import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { InstructorStudent } from '@reentry/contracts/instructor';
import { pressActionProps, useLocale } from '@reentry/platform';
import { ClassPracticeResults } from '../class-practice/class-practice';
import { PaperTotals } from './class-paper-totals';
import { ClassReport } from './class-report';
import { useClassSummary } from './class-summary.query';
import { classToolsMessages as m } from './class-tools.messages';

/** Whole-class tools: the CSV download, the printable report and the questions to go over together. */
export function ClassTools({ students }: { students: readonly InstructorStudent[] }) {
  const { locale } = useLocale();
  const { data: summary } = useClassSummary();
  const headingId = useId();
  const missedId = useId();
  return (
    <section className="class-tools" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage {...m.heading} />
      </h2>
      <div className="button-row class-tools__actions">
        {/* A real download link: it works before the page's script runs, in the page's language. */}
        <a className="button button--secondary" href={`/api/instructor/class-progress.csv?lang=${locale}`} download>
          <FormattedMessage {...m.downloadCsv} />
        </a>
        <button type="button" className="button button--secondary" {...pressActionProps('print')}>
          <FormattedMessage {...m.printReport} />
        </button>
      </div>
      <section className="most-missed" aria-labelledby={missedId}>
        <h3 id={missedId}>
          <FormattedMessage {...m.mostMissedHeading} />
        </h3>
        <p>
          <FormattedMessage {...m.mostMissedIntro} />
        </p>
        {summary && summary.mostMissed.length > 0 ? (
          <ol className="most-missed__list">
            {summary.mostMissed.map((question) => (
              <li key={`${question.moduleId}:${question.questionId}`}>
                <p className="most-missed__text">{question.text}</p>
                <p className="most-missed__count">
                  <FormattedMessage {...m.mostMissedItem} values={{ module: question.moduleId, missed: question.missedBy, attempted: question.attemptedBy }} />
                </p>
              </li>
            ))}
          </ol>
        ) : (
          <p>
            <FormattedMessage {...m.mostMissedNone} />
          </p>
        )}
      </section>
      {summary && <PaperTotals paper={summary.paper} />}
      <ClassPracticeResults />
      <ClassReport students={students} />
    </section>
  );
}
