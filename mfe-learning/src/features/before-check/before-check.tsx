import { useRef } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link, useActionData } from 'react-router';
import type { PreCheck } from '@reentry/contracts/learning-measures';
import { ActionForm, FocusedPanel, isRefusal, useFocusWhenShown } from '@reentry/platform/action-form';
import { ActionRadioGroup } from '@reentry/ui/action-fields';
import { questionChoices } from '../../shared/quiz-answers';
import { answerFields, missingAnswers } from './before-check-fields';
import { beforeCheckOfferMessages as offer } from './before-check-offer.messages';
import { beforeCheckMessages as m } from './before-check.messages';
import { usePreCheck } from './pre-check.query';

const errorMessages = { [m.chooseAnswer.id]: m.chooseAnswer, [m.answersInvalid.id]: m.answersInvalid };

function LessonLink({ moduleId, message = m.readLesson }: { moduleId: number; message?: MessageDescriptor }) {
  return (
    <Link className="button button--secondary" to={`/modules/${moduleId}`}>
      <FormattedMessage {...message} />
    </Link>
  );
}

/**
 * The questions: one form, a fieldset per question (its legend the question), one Send. Its heading takes
 * focus as it shows (in the server's HTML too, after the offer's link), unless a refused post put focus on
 * the first question left unanswered.
 */
function BeforeCheckForm({ moduleId, questions }: { moduleId: number; questions: PreCheck['questions'] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusWhenShown(heading);
  const refused = isRefusal(useActionData());
  const fields = answerFields(questions.length);
  return (
    <>
      <h2 ref={heading} tabIndex={-1} autoFocus={!refused || undefined}>
        <FormattedMessage {...offer.heading} />
      </h2>
      <p>
        <FormattedMessage {...m.intro} />
      </p>
      <ActionForm
        fields={fields}
        validate={(values) => missingAnswers(values, questions.length)}
        errorMessages={errorMessages}
        submit={m.send}
        sending={m.sending}
        failed={{ body: m.notKept }}
        actions={<LessonLink moduleId={moduleId} message={m.skip} />}
      >
        <ol className="learning-before-check__questions">
          {questions.map((question, index) => (
            <li key={question.id}>
              <ActionRadioGroup name={fields[index]!} label={question.text} options={questionChoices(question)} />
            </li>
          ))}
        </ol>
      </ActionForm>
    </>
  );
}

/** What is said instead of the questions (kept, closed), taking focus as it shows. */
function Said({ moduleId, title, body }: { moduleId: number; title: MessageDescriptor; body?: MessageDescriptor }) {
  return (
    <>
      <h2>
        <FormattedMessage {...offer.heading} />
      </h2>
      <FocusedPanel role="status" className="panel action-form__done">
        <p>
          <strong>
            <FormattedMessage {...title} />
          </strong>
        </p>
        {body && (
          <p>
            <FormattedMessage {...body} />
          </p>
        )}
        <p>
          <LessonLink moduleId={moduleId} />
        </p>
      </FocusedPanel>
    </>
  );
}

/**
 * The before-check of a module (issue 40), `?check=before` on its lesson tab: the quiz's questions,
 * ungraded and never with their answers; after Send (or when sent already: the API's 409) a thank-you
 * with a link to the lesson, or, sent with no network, that the answers wait on this phone. Its own chunk, like the quiz tab.
 */
export default function BeforeCheck({ moduleId }: { moduleId: number }) {
  const { data: check, isError } = usePreCheck(moduleId, true);
  if (!check) {
    return (
      <div role="status">
        <p>
          <FormattedMessage {...(isError ? m.loadFailed : offer.loading)} />
        </p>
        {isError && <LessonLink moduleId={moduleId} />}
      </div>
    );
  }
  // Kept on this phone with no network: said calmly, and sent when the phone is online again.
  if (check.waiting) return <Said moduleId={moduleId} title={m.keptOnPhone} body={m.notGraded} />;
  if (check.answered) return <Said moduleId={moduleId} title={m.thanks} body={m.notGraded} />;
  if (check.quizTaken) return <Said moduleId={moduleId} title={m.closed} />;
  return (
    <div className="learning-before-check">
      <BeforeCheckForm moduleId={moduleId} questions={check.questions} />
    </div>
  );
}
