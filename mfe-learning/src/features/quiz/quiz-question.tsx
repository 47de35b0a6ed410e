import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useActionData } from 'react-router';
import type { QuizOptionValue, QuizQuestion as Question } from '@reentry/contracts/content-quiz';
import { ActionForm, isRefusal, useFocusWhenShown } from '@reentry/platform/action-form';
import { ActionRadioGroup } from '@reentry/ui/action-fields';
import { REGION_ATTRIBUTE } from '../../shared/read-aloud/attributes';
import { ListenControl } from '../../shared/read-aloud/listen-control';
import { questionChoices } from '../../shared/quiz-answers';
import { attemptMessages as m, questionNumberMessage } from './quiz-attempt.messages';
import { questionPath, QUIZ_FIELDS, type QuizStep } from './quiz-steps';

const CHOOSE = m.chooseAnswer.id;
const errorMessages = { [CHOOSE]: m.chooseAnswer };
const chosen = (values: Record<string, string>): Record<string, string> => (values.answer ? {} : { answer: CHOOSE });

export interface QuizQuestionProps {
  moduleId: number;
  question: Question;
  count: number;
  step: QuizStep;
  /** The answer it starts with (back from the next question). */
  initial?: QuizOptionValue;
}

/**
 * One question: a real form posted to the module page's action with the attempt and the answers so far
 * (hidden), before the page's code came or after. Next Question (Submit Quiz on the last) with no answer
 * is refused with the reason, and focus goes to the question. A new question takes focus at its number.
 */
export function QuizQuestion({ moduleId, question, count, step, initial }: QuizQuestionProps) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  const number = step.answers.length + 1;
  useFocusWhenShown(heading, number);
  const refused = isRefusal(useActionData());
  const last = number === count;
  const before = step.answers.slice(0, -1);
  return (
    <div className="learning-quiz__question" {...{ [REGION_ATTRIBUTE]: '' }}>
      {/* Focus on arrival, in the server's HTML too (a refused post focuses the question's first option instead). */}
      <h2 ref={heading} tabIndex={-1} autoFocus={!refused || undefined} className="learning-quiz__number">
        <FormattedMessage {...questionNumberMessage} values={{ number, count }} />
      </h2>
      <ListenControl title={intl.formatMessage(questionNumberMessage, { number, count })} blocks="h2, legend, label" />
      <ActionForm
        key={`${step.attempt}-${number}`}
        fields={QUIZ_FIELDS}
        initial={initial ? { answer: initial } : undefined}
        validate={chosen}
        errorMessages={errorMessages}
        submit={last ? m.submit : m.nextQuestion}
        sending={last ? m.submitting : m.nextQuestion}
        failed={{ title: m.notSavedTitle, body: m.notSavedBody }}
        actions={
          number > 1 && (
            <Link className="button button--secondary" to={questionPath(moduleId, { attempt: step.attempt, answers: before }, step.answers.at(-1))}>
              <FormattedMessage {...m.previousQuestion} />
            </Link>
          )
        }
      >
        <input type="hidden" name="attempt" value={step.attempt} />
        <input type="hidden" name="answers" value={step.answers.join('')} />
        <ActionRadioGroup name="answer" label={question.text} options={questionChoices(question)} />
      </ActionForm>
    </div>
  );
}
