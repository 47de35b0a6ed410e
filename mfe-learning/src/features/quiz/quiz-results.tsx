import { useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useFocusWhenShown } from '@reentry/platform/action-form';
import type { Quiz } from '@reentry/contracts/content-quiz';
import type { QuizQuestionResult, QuizResult } from '@reentry/contracts/quiz';
import { QUIZ_PASS_PERCENT } from '@reentry/contracts/constants';
import { earnsCertificate } from './earns-certificate';
import { attemptMessages as m, correctCountMessage, goToModuleMessage, notPassedMessage, passedScoreMessage, scoreMessage } from './quiz-attempt.messages';

function AnswerReview({ quiz, result }: { quiz: Quiz; result: QuizQuestionResult }) {
  const question = quiz.questions.find((q) => q.id === result.questionId);
  const label = (value: string) => question?.options.find((option) => option.value === value)?.label ?? value;
  return (
    <li className={`learning-quiz__answer learning-quiz__answer--${result.isCorrect ? 'correct' : 'incorrect'}`}>
      <p className="learning-quiz__answer-question">{question?.text}</p>
      <p className="learning-quiz__verdict">
        <span aria-hidden="true">{result.isCorrect ? '✓ ' : '✗ '}</span>
        <strong>
          <FormattedMessage {...(result.isCorrect ? m.correct : m.incorrect)} />
        </strong>
      </p>
      <p>
        <strong>
          <FormattedMessage {...m.yourAnswer} />
        </strong>{' '}
        {label(result.chosenAnswer)}
      </p>
      <p>{result.chosenExplanation}</p>
      {!result.isCorrect && (
        <>
          <p>
            <strong>
              <FormattedMessage {...m.correctAnswer} />
            </strong>{' '}
            {label(result.correctAnswer)}
          </p>
          <p>{result.correctExplanation}</p>
        </>
      )}
    </li>
  );
}

/** A graded attempt as the result shows it (the API's answer, or the newest of the learner's attempts). */
export interface GradedSummary {
  moduleId: number;
  score: number;
  correctCount: number;
  questionCount: number;
  passed: boolean;
}

/** Each question with why (the API's answer to this attempt). */
export function AnswerReviews({ quiz, result }: { quiz: Quiz; result: QuizResult }) {
  return (
    <ol className="learning-quiz__answers">
      {result.results.map((item) => (
        <AnswerReview key={item.questionId} quiz={quiz} result={item} />
      ))}
    </ol>
  );
}

export interface QuizResultsProps {
  graded: GradedSummary;
  completedModules: readonly number[];
  nextModuleId: number | null;
  /** A new attempt's first question. */
  restartTo: string;
  /** What was right or wrong (and why, when known). */
  review: ReactNode;
  /** What the learner knew before the lesson (issue 40's before-check), when they took it. */
  beforeAfter?: ReactNode;
}

/**
 * The server's grading: the score (announced), what was right or wrong, and what to do next. It takes
 * focus (`autofocus` in the server's HTML; in the browser, when it shows there), so a screen reader reads it first.
 */
export function QuizResults({ graded, completedModules, nextModuleId, restartTo, review, beforeAfter }: QuizResultsProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusWhenShown(heading);
  return (
    <section className="learning-quiz__results" aria-labelledby="learning-quiz-results-title">
      <h2 ref={heading} tabIndex={-1} autoFocus id="learning-quiz-results-title">
        <FormattedMessage {...m.resultsTitle} />
      </h2>
      <div role="status">
        {graded.passed && (
          <p>
            <strong>
              <FormattedMessage {...m.passedTitle} />
            </strong>
          </p>
        )}
        <p className="learning-quiz__score">
          <FormattedMessage {...(graded.passed ? passedScoreMessage : scoreMessage)} values={{ score: graded.score }} />
        </p>
        <p>
          <FormattedMessage {...correctCountMessage} values={{ correct: graded.correctCount, count: graded.questionCount }} />
        </p>
        {beforeAfter}
      </div>
      {graded.passed ? (
        <div className="panel">
          <p>
            <FormattedMessage {...m.passed} />
          </p>
          {earnsCertificate(graded, completedModules) && (
            <p>
              <FormattedMessage {...m.certificateEarned} />{' '}
              <Link to="/certificates">
                <FormattedMessage {...m.certificateLink} />
              </Link>
            </p>
          )}
          {nextModuleId !== null && (
            <Link className="button button--primary" to={`/modules/${nextModuleId}`}>
              <FormattedMessage {...goToModuleMessage} values={{ id: nextModuleId }} />
            </Link>
          )}
        </div>
      ) : (
        <div className="panel panel--warning">
          <p>
            <FormattedMessage {...notPassedMessage} values={{ pass: QUIZ_PASS_PERCENT }} />
          </p>
          <p>
            <FormattedMessage {...m.notPassedReview} />
          </p>
        </div>
      )}
      <div className="actions learning-quiz__actions">
        <Link className={`button button--${graded.passed ? 'secondary' : 'primary'}`} to={restartTo}>
          <FormattedMessage {...(graded.passed ? m.takeAgain : m.tryAgain)} />
        </Link>
        {!graded.passed && (
          <Link className="button button--secondary" to="." replace preventScrollReset>
            <FormattedMessage {...m.readLesson} />
          </Link>
        )}
      </div>
      <h3>
        <FormattedMessage {...m.answersTitle} />
      </h3>
      {review}
    </section>
  );
}
