import { FormattedMessage, useIntl } from 'react-intl';
import { Form } from 'react-router';
import { HTML_FIRST_ATTRIBUTE } from '@reentry/platform/action-form';
import type { PracticeScenario } from '@reentry/contracts/content-practice';
import { SubmitButton } from '@reentry/ui';
import { REGION_ATTRIBUTE } from '../../shared/read-aloud/attributes';
import { ListenControl } from '../../shared/read-aloud/listen-control';
import { practiceMessages as m } from './practice.messages';
import { usePracticeAttempt } from './practice-attempt';

/**
 * "What do you do?": a real form that posts to the page itself, so it works before (and without) the
 * page's script: the server grades the choice and renders the answer. Once the code runs, the router posts
 * it to the same route action in place (no reload). The radios are the browser's own.
 */
export function PracticeChoices({ scenario, problem }: { scenario: PracticeScenario; problem?: string | null }) {
  const intl = useIntl();
  const attempt = usePracticeAttempt(scenario.id);
  return (
    <Form method="post" className="practice-choices" {...{ [REGION_ATTRIBUTE]: '', [HTML_FIRST_ATTRIBUTE]: '' }}>
      <input type="hidden" name="attempt" value={attempt} />
      <fieldset className="field field--radios" aria-describedby={problem ? 'practice-problem' : undefined}>
        <legend className="field__label">
          <FormattedMessage {...m.question} />
        </legend>
        <ListenControl title={intl.formatMessage(m.listenToChoices)} blocks="legend, label" />
        {problem && (
          <p id="practice-problem" className="field__error" role="alert">
            {problem}
          </p>
        )}
        {scenario.choices.map((choice) => (
          <div className="field__choice" key={choice.value}>
            <input id={`practice-choice-${choice.value}`} type="radio" name="choice" value={choice.value} className="field__check" required />
            <label htmlFor={`practice-choice-${choice.value}`}>{choice.label}</label>
          </div>
        ))}
      </fieldset>
      <div className="actions">
        <SubmitButton worksWithoutScript>
          <FormattedMessage {...m.check} />
        </SubmitButton>
      </div>
    </Form>
  );
}
