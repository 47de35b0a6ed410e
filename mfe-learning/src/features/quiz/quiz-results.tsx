import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { Quiz } from '@reentry/contracts/content-quiz';
import type { QuizQuestionResult, QuizResult } from '@reentry/contracts/quiz';
import { Button } from '@reentry/ui';
import { earnsCertificate } from './earns-certificate';
import { attemptMessages as m, correctCountMessage, goToModuleMessage, notPassedMessage, scoreMessage } from './quiz-attempt.messages';

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

export interface QuizResultsProps {
  quiz: Quiz;
  result: QuizResult;
  nextModuleId: number | null;
  onRestart: () => void;
}

/** The server's grading: the score, what was right or wrong and why, and what to do next. */
export function QuizResults({ quiz, result, nextModuleId, onRestart }: QuizResultsProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="learning-quiz__results" aria-labelledby="learning-quiz-results-title">
      <h2 ref={heading} tabIndex={-1} id="learning-quiz-results-title">
        <FormattedMessage {...m.resultsTitle} />
      </h2>
      <p className="learning-quiz__score">
        <FormattedMessage {...scoreMessage} values={{ score: result.score }} />
      </p>
      <p>
        <FormattedMessage {...correctCountMessage} values={{ correct: result.correctCount, count: result.questionCount }} />
      </p>
      {result.passed ? (
        <div className="panel">
          <p>
            <FormattedMessage {...m.passed} />
          </p>
          {earnsCertificate(result) && (
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
            <FormattedMessage {...notPassedMessage} values={{ pass: result.passPercent }} />
          </p>
          <p>
            <FormattedMessage {...m.notPassedReview} />
          </p>
        </div>
      )}
      <div className="actions learning-quiz__actions">
        <Button variant={result.passed ? 'secondary' : 'primary'} onClick={onRestart}>
          <FormattedMessage {...(result.passed ? m.takeAgain : m.tryAgain)} />
        </Button>
        {!result.passed && (
          <Link className="button button--secondary" to="." replace preventScrollReset>
            <FormattedMessage {...m.readLesson} />
          </Link>
        )}
      </div>
      <h3>
        <FormattedMessage {...m.answersTitle} />
      </h3>
      <ol className="learning-quiz__answers">
        {result.results.map((item) => (
          <AnswerReview key={item.questionId} quiz={quiz} result={item} />
        ))}
      </ol>
    </section>
  );
}
