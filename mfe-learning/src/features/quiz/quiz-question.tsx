import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { QuizOptionValue, QuizQuestion as Question } from '@reentry/contracts/content-quiz';
import { Button, RadioGroupField, useFocusWhenShown } from '@reentry/ui';
import { REGION_ATTRIBUTE } from '../../shared/read-aloud/attributes';
import { ListenControl } from '../../shared/read-aloud/listen-control';
import { attemptMessages as m, questionNumberMessage } from './quiz-attempt.messages';

export interface QuizQuestionProps {
  question: Question;
  number: number;
  count: number;
  answer: QuizOptionValue | undefined;
  sending: boolean;
  failed: boolean;
  onAnswer: (value: QuizOptionValue) => void;
  onBack: () => void;
  /** Next question, or on the last one: send the answers. */
  onNext: () => void;
}

/** One question as a radio group; Next Question (or Submit Quiz on the last) only once an answer is chosen. */
export function QuizQuestion({ question, number, count, answer, sending, failed, onAnswer, onBack, onNext }: QuizQuestionProps) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  // A new question: screen readers start reading at its number.
  useFocusWhenShown(heading, number);
  const last = number === count;
  return (
    <form
      method="post"
      noValidate
      className="learning-quiz__question"
      {...{ [REGION_ATTRIBUTE]: '' }}
      onSubmit={(event) => {
        event.preventDefault();
        if (answer && !sending) onNext();
      }}
    >
      <h2 ref={heading} tabIndex={-1} className="learning-quiz__number">
        <FormattedMessage {...questionNumberMessage} values={{ number, count }} />
      </h2>
      {/* Reads the number, the question and its four options. */}
      <ListenControl title={intl.formatMessage(questionNumberMessage, { number, count })} blocks="h2, legend, label" />
      <RadioGroupField
        name={`question-${question.id}`}
        label={question.text}
        hint={answer ? undefined : intl.formatMessage(m.chooseAnswer)}
        required
        options={question.options.map((option) => ({ value: option.value, label: option.label }))}
        value={answer ?? ''}
        onChange={(event) => onAnswer(event.target.value as QuizOptionValue)}
      />
      {failed && (
        <p className="field__error">
          <FormattedMessage {...m.notSaved} />
        </p>
      )}
      <div className="actions">
        {number > 1 && (
          <Button variant="secondary" onClick={onBack} disabled={sending}>
            <FormattedMessage {...m.previousQuestion} />
          </Button>
        )}
        <Button type="submit" disabled={!answer || sending}>
          <FormattedMessage {...(last ? (sending ? m.submitting : m.submit) : m.nextQuestion)} />
        </Button>
      </div>
    </form>
  );
}
