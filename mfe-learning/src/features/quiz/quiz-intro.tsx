import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { QUIZ_PASS_PERCENT } from '@reentry/contracts/constants';
import { bestScoreMessage, quizIntroMessage, quizMessages as m } from './quiz.messages';

export interface QuizIntroProps {
  count: number;
  bestScore: number | null;
  /** The first question's address (a new attempt). */
  startTo: string;
}

/** Before the first question: how many questions, the pass mark, unlimited tries, the best score so far, and Start (a link). */
export function QuizIntro({ count, bestScore, startTo }: QuizIntroProps) {
  return (
    <div className="learning-quiz__intro">
      <p>
        <FormattedMessage {...quizIntroMessage} values={{ count, pass: QUIZ_PASS_PERCENT }} />
      </p>
      <p>
        <FormattedMessage {...m.retries} />
      </p>
      {bestScore !== null && (
        <p>
          <FormattedMessage {...bestScoreMessage} values={{ score: bestScore }} />
        </p>
      )}
      <Link className="button button--primary" to={startTo}>
        <FormattedMessage {...m.start} />
      </Link>
    </div>
  );
}
