import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { PracticeScenario } from '@reentry/contracts/content-practice';
import type { PracticeAnswerResult } from '@reentry/contracts/practice';
import { useFocusWhenShown } from '@reentry/platform/action-form';
import { REGION_ATTRIBUTE } from '../../shared/read-aloud/attributes';
import { ListenControl } from '../../shared/read-aloud/listen-control';
import { bestIsMessage, practiceMessages as m, youChoseMessage } from './practice.messages';

const labelOf = (scenario: PracticeScenario, value: string) => scenario.choices.find((choice) => choice.value === value)?.label ?? '';

/**
 * The graded answer, as the server sent it: right or not, why (the chosen choice's explanation, and the
 * best one's after a wrong choice), then "If it already happened". Focus moves to its heading.
 */
export function PracticeResult({ scenario, result, nextId }: { scenario: PracticeScenario; result: PracticeAnswerResult; nextId: string | null }) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusWhenShown(heading, `${result.scenarioId}:${result.choice}`);
  return (
    <section className={`practice-result practice-result--${result.isCorrect ? 'right' : 'wrong'}`} aria-labelledby="practice-result-heading" {...{ [REGION_ATTRIBUTE]: '' }}>
      <h2 id="practice-result-heading" ref={heading} tabIndex={-1}>
        <FormattedMessage {...(result.isCorrect ? m.right : m.notBest)} />
      </h2>
      <ListenControl title={intl.formatMessage(m.listenToAnswer)} />
      <p className="practice-result__choice">
        <FormattedMessage {...youChoseMessage} values={{ choice: labelOf(scenario, result.choice) }} />
      </p>
      <p>{result.explanation}</p>
      {!result.isCorrect && (
        <>
          <p className="practice-result__choice">
            <FormattedMessage {...bestIsMessage} values={{ choice: labelOf(scenario, result.best) }} />
          </p>
          <p>{result.bestExplanation}</p>
        </>
      )}
      <p className="practice-result__verdict">
        <FormattedMessage {...(scenario.isScam ? m.scamMessage : m.realMessage)} />
      </p>
      {result.ifItHappened && (
        <>
          <h3>
            <FormattedMessage {...m.ifItHappened} />
          </h3>
          <ul>
            {result.ifItHappened.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </>
      )}
      {result.saved && (
        <p className="learning-hint">
          <FormattedMessage {...m.saved} />
        </p>
      )}
      <p className="practice-result__links">
        <Link to={`/practice/${scenario.id}`} reloadDocument>
          <FormattedMessage {...m.tryAgain} />
        </Link>
        {nextId && (
          <Link to={`/practice/${nextId}`}>
            <FormattedMessage {...m.next} />
          </Link>
        )}
      </p>
    </section>
  );
}
