import { FormattedMessage } from 'react-intl';
import { QUIZ_PASS_PERCENT } from '@reentry/contracts/constants';
import { Button } from '@reentry/ui';
import { bestScoreMessage, quizIntroMessage, quizMessages as m } from './quiz.messages';

/** Before the first question: how many questions, the pass mark, unlimited tries, the best score so far. */
export function QuizIntro({ count, bestScore, onStart }: { count: number; bestScore: number | null; onStart: () => void }) {
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
      <Button onClick={onStart}>
        <FormattedMessage {...m.start} />
      </Button>
    </div>
  );
}
