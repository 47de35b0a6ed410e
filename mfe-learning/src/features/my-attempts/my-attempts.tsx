import { useId, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { dateTimeFormatter } from '@reentry/contracts/date-time';
import type { MyAttempt } from '@reentry/contracts/my-learning';
import { useLocale, useSiteConfig } from '@reentry/platform';
import { attemptSummaryMessage, myAttemptsMessages as m } from './my-attempts.messages';
import { useMyAttempts } from './my-attempts.query';

/** The questions an attempt missed, with the answer chosen and the right one. */
export function MissedQuestions({ attempt }: { attempt: MyAttempt }) {
  if (attempt.missedQuestions.length === 0) {
    return (
      <p>
        <FormattedMessage {...m.allRight} />
      </p>
    );
  }
  return (
    <>
      <h4>
        <FormattedMessage {...m.missedHeading} />
      </h4>
      <ul className="learning-attempts__missed">
        {attempt.missedQuestions.map((question) => (
          <li key={question.questionId}>
            <p className="learning-attempts__question">{question.text}</p>
            <p>
              <strong>
                <FormattedMessage {...m.yourAnswer} />
              </strong>{' '}
              {question.chosenAnswer}
            </p>
            <p>
              <strong>
                <FormattedMessage {...m.rightAnswer} />
              </strong>{' '}
              {question.correctAnswer}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The learner's own attempts at this module's quiz (issue 31): when, the score, and each question they
 * missed with the right answer. The server sends right answers only for questions of submitted attempts.
 */
export function MyAttempts({ moduleId, signedIn }: { moduleId: number; signedIn: boolean }) {
  const headingId = useId();
  const { locale } = useLocale();
  const { data } = useMyAttempts(moduleId, signedIn);
  const timeZone = useSiteConfig().data?.timeZone;
  const when = useMemo(() => (timeZone ? dateTimeFormatter(locale, timeZone) : null), [locale, timeZone]);
  const attempts = data?.attempts ?? [];
  if (!signedIn || attempts.length === 0 || !when) return null;
  return (
    <section className="learning-attempts" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage {...m.heading} />
      </h2>
      <ol className="learning-attempts__list">
        {attempts.map((attempt) => (
          <li key={attempt.id} className="card learning-attempts__item">
            <h3>
              <FormattedMessage
                {...attemptSummaryMessage}
                values={{ date: when(attempt.createdAt), score: attempt.score, correct: attempt.correctCount, count: attempt.questionCount }}
              />
            </h3>
            <p>
              <strong>
                <FormattedMessage {...(attempt.passed ? m.passed : m.notPassed)} />
              </strong>
            </p>
            {attempt.source === 'paper' && (
              <p>
                <FormattedMessage {...m.onPaper} />
              </p>
            )}
            <MissedQuestions attempt={attempt} />
          </li>
        ))}
      </ol>
    </section>
  );
}
