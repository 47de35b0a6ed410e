import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { moduleCatalog } from '@reentry/content/module-catalog';
import type { StudentModule } from '@reentry/contracts/instructor';
import { useLocale } from '@reentry/platform';
import { useFormatDate } from '../site-config/use-format-date';
import { detailMessages as d } from './students.messages';

function Fact({ label, children }: { label: MessageDescriptor; children: React.ReactNode }) {
  return (
    <div className="module-facts__item">
      <dt>
        <FormattedMessage {...label} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Per module: status, best and last score, attempts, dates, and what the last try got wrong. */
export function StudentModules({ modules }: { modules: readonly StudentModule[] }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const formatDate = useFormatDate();
  const none = intl.formatMessage(d.none);
  const score = (value: number | null) => (value === null ? none : intl.formatMessage(d.percent, { score: value }));
  const date = (value: string | null) => (value ? formatDate(value) : none);
  return (
    <>
      <h3>
        <FormattedMessage {...d.modulesHeading} />
      </h3>
      <ol className="student-modules">
        {modules.map((module) => {
          const title = moduleCatalog[locale].find((entry) => entry.id === module.moduleId)?.title ?? '';
          return (
            <li key={module.moduleId} className={`student-module student-module--${module.status}`}>
              <h4>
                <FormattedMessage {...d.moduleName} values={{ id: module.moduleId, title }} />
              </h4>
              <p className="student-module__status">
                <FormattedMessage {...d[module.status]} />
              </p>
              <dl className="module-facts">
                <Fact label={d.bestScore}>{score(module.bestScore)}</Fact>
                <Fact label={d.lastScore}>{score(module.lastScore)}</Fact>
                <Fact label={d.attemptsLabel}>{module.attempts}</Fact>
                <Fact label={d.firstAttempt}>{date(module.firstAttemptAt)}</Fact>
                <Fact label={d.lastAttempt}>{date(module.lastAttemptAt)}</Fact>
                <Fact label={d.completedOn}>{date(module.completedAt)}</Fact>
              </dl>
              {module.attempts > 0 && (
                <div className="student-module__missed">
                  <h5>
                    <FormattedMessage {...d.missedHeading} />
                  </h5>
                  {module.missedQuestions.length === 0 ? (
                    <p>
                      <FormattedMessage {...d.missedNone} />
                    </p>
                  ) : (
                    <ul>
                      {module.missedQuestions.map((question) => (
                        <li key={question.questionId}>
                          <p className="missed-question__text">{question.text}</p>
                          <p className="missed-question__answers">
                            <FormattedMessage {...d.chose} values={{ answer: question.chosenAnswer }} />
                            {' · '}
                            <FormattedMessage {...d.rightAnswer} values={{ answer: question.correctAnswer }} />
                          </p>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
