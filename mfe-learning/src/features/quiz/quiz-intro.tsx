import { FormattedMessage } from 'react-intl';
import { QUIZ_PASS_PERCENT } from '@reentry/contracts/constants';
import { Button } from '@reentry/ui';
import { bestScoreMessage, quizIntroMessage, quizMessages as m } from './quiz.messages';

/** Before the first question: how many questions, the pass mark, unlimited tries, the best score so far. */
export interface QuizIntroProps {
  count: number;
  bestScore: number | null;
  onStart: () => void;
  /** Called when the learner is about to start (pointer over or focus on the button): load what comes next. */
  onPrepare: () => void;
}

export function QuizIntro({ count, bestScore, onStart, onPrepare }: QuizIntroProps) {
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
      <Button onClick={onStart} onPointerEnter={onPrepare} onFocus={onPrepare}>
        <FormattedMessage {...m.start} />
      </Button>
    </div>
  );
}
