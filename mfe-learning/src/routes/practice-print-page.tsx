import { FormattedMessage, useIntl } from 'react-intl';
import type { PracticeScenario } from '@reentry/contracts/content-practice';
import { data, type LoaderFunctionArgs } from 'react-router';
import type { RouteServices } from '@reentry/contracts/remotes';
import { DocumentPending, DraftBanner, loadStudioDocument, pressActionProps } from '@reentry/platform';
import { bestIsMessage, choiceLetterMessage, kindMessages, practiceMessages as m, scenarioNumberMessage } from '../features/practice/practice.messages';
import { practiceQueries, usePracticeScenarios } from '../features/practice/practice.query';
import { BackLink } from '../shared/back-link';
import { PageHeading } from '../shared/page-heading';
import { routeMessages } from './page.messages';

const letter = (value: string) => value.toUpperCase();

function HandoutScenario({ scenario, number }: { scenario: PracticeScenario; number: number }) {
  return (
    <section className="practice-print__scenario">
      <h2>
        <FormattedMessage {...scenarioNumberMessage} values={{ number, title: scenario.title }} />
      </h2>
      <div className="practice-message">
        <p className="practice-message__kind">
          <FormattedMessage {...kindMessages[scenario.message.kind]} />
        </p>
        <p className="practice-message__from">{scenario.message.from}</p>
        {scenario.message.subject && <p className="practice-message__subject">{scenario.message.subject}</p>}
        {scenario.message.lines.map((line, index) => (
          <p key={index}>{line}</p>
        ))}
      </div>
      <h3>
        <FormattedMessage {...m.question} />
      </h3>
      <ul className="practice-print__choices">
        {scenario.choices.map((choice) => (
          <li key={choice.value}>
            <FormattedMessage {...choiceLetterMessage} values={{ letter: letter(choice.value), label: choice.label }} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function HandoutAnswer({ scenario, number }: { scenario: PracticeScenario; number: number }) {
  const best = scenario.choices.find((choice) => choice.value === scenario.best)!;
  return (
    <section className="practice-print__answer">
      <h3>
        <FormattedMessage {...scenarioNumberMessage} values={{ number, title: scenario.title }} />
      </h3>
      <p>
        <FormattedMessage {...bestIsMessage} values={{ choice: `${letter(best.value)}) ${best.label}` }} />
      </p>
      <p>{best.explanation}</p>
      <p className="practice-result__verdict">
        <FormattedMessage {...(scenario.isScam ? m.scamMessage : m.realMessage)} />
      </p>
      {scenario.ifItHappened && (
        <>
          <h4>
            <FormattedMessage {...m.ifItHappened} />
          </h4>
          <ul>
            {scenario.ifItHappened.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function PracticePrintPage() {
  const intl = useIntl();
  const { data: scenarios, isDraft, ...state } = usePracticeScenarios();
  return (
    <div className="learning-page practice-print learning-printable">
      <BackLink to="/practice" message={m.backToList} />
      <PageHeading title={intl.formatMessage(m.printTitle)}>
        <p className="page-intro__text">
          <FormattedMessage {...m.printIntro} />
        </p>
      </PageHeading>
      <DraftBanner shown={isDraft} />
      {/* Printed by the platform at the press, before this page's code has come too. */}
      <p data-requires-script="">
        <button type="button" className="button button--primary" {...pressActionProps('print')}>
          <FormattedMessage {...m.printButton} />
        </button>
      </p>
      {!scenarios ? (
        <DocumentPending state={state} loading={routeMessages.loading} failed={routeMessages.loadFailed} />
      ) : (
        <>
          {scenarios.map((scenario, index) => (
            <HandoutScenario key={scenario.id} scenario={scenario} number={index + 1} />
          ))}
          <section className="practice-print__answers" aria-labelledby="practice-answers-heading">
            <h2 id="practice-answers-heading">
              <FormattedMessage {...m.answersTitle} />
            </h2>
            {scenarios.map((scenario, index) => (
              <HandoutAnswer key={scenario.id} scenario={scenario} number={index + 1} />
            ))}
          </section>
        </>
      )}
    </div>
  );
}

/** `/practice/print`: a facility handout, every scenario with its choices, the answers on pages of their own (an editor's draft in a preview). */
export function route(services: RouteServices) {
  return {
    loader: async ({ request }: LoaderFunctionArgs) => {
      const { headers } = await loadStudioDocument(services, request, practiceQueries(services.api, services.getLocale()));
      return data(null, { headers });
    },
    Component: PracticePrintPage,
  };
}
