import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useActionData, useLoaderData } from 'react-router';
import type { RosterPerson } from '@reentry/contracts/roster';
import { PageTitle, pressActionProps } from '@reentry/platform';
import { ActionForm } from '@reentry/platform/action-form';
import { ActionCheckbox } from '@reentry/ui/action-fields';
import { portalHref } from '../../routes/portal-search';
import { useRoster } from '../roster/roster.query';
import { ClaimCard } from './claim-card';
import { isMadeCards, personField, type MadeCards } from './claim-cards.action';
import type { ClaimCardsData } from './claim-cards.loader';
import { claimCardsMessages as m, hasCardMessage, madeMessage } from './claim-cards.messages';

const hasValidCard = (person: RosterPerson) => person.claimCodeExpiresAt !== null && new Date(person.claimCodeExpiresAt) > new Date();

/** The cards just made, to print now (the codes are not shown again), and whose could not be made. */
function MadeCardsView({ made, data }: { made: MadeCards; data: ClaimCardsData }) {
  return (
    <>
      <p role="status" className="panel no-print" tabIndex={-1} autoFocus>
        <FormattedMessage {...madeMessage} values={{ count: made.cards.length }} />
      </p>
      {made.notMade.length > 0 && (
        <ul className="panel panel--warning no-print">
          {made.notMade.map((person) => (
            <li key={person.id}>
              {person.name}: {person.reason ?? <FormattedMessage {...m.failBody} />}
            </li>
          ))}
        </ul>
      )}
      <div className="no-print button-row">
        <button type="button" className="button button--primary" {...pressActionProps('print')}>
          <FormattedMessage {...m.print} />
        </button>
      </div>
      <div className="claim-cards">
        {made.cards.map((card) => (
          <ClaimCard key={card.id} card={card} site={data.site} spanish={data.spanish} />
        ))}
      </div>
    </>
  );
}

/**
 * `/instructor/claim-cards` (issue 41): the instructor ticks the people of their roster who need a card
 * (those without a valid one are ticked already) and makes them, a real form the route action answers
 * (claim-cards.action.ts) with or without script; the page then shows the cards to print.
 */
export function ClaimCardsPage() {
  const intl = useIntl();
  const data = useLoaderData() as ClaimCardsData;
  const answer = useActionData();
  const { data: roster } = useRoster();
  const waiting = (roster?.people ?? []).filter((person) => person.claimedAt === null);
  return (
    <div className="instructor-claim-cards">
      <PageTitle>{intl.formatMessage(m.title)}</PageTitle>
      <p className="no-print">
        <Link to={portalHref({ tab: 'codes' })}>
          <span aria-hidden="true">← </span>
          <FormattedMessage {...m.back} />
        </Link>
      </p>
      <h1 className="no-print"><FormattedMessage {...m.title} /></h1>
      {isMadeCards(answer) ? (
        <MadeCardsView made={answer} data={data} />
      ) : (
        <>
          <p><FormattedMessage {...m.intro} /></p>
          <p><FormattedMessage {...m.voidsOld} /></p>
          {waiting.length === 0 ? (
            <p><FormattedMessage {...m.nobody} /></p>
          ) : (
            <ActionForm
              fields={waiting.map((person) => personField(person.id))}
              initial={Object.fromEntries(waiting.filter((person) => !hasValidCard(person)).map((person) => [personField(person.id), 'on']))}
              errorMessages={{ [m.chooseSomeone.id]: m.chooseSomeone }}
              submit={m.make}
              sending={m.making}
              failed={{ title: m.failTitle, body: m.failBody }}
            >
              <fieldset className="claim-cards__people">
                <legend><FormattedMessage {...m.choose} /></legend>
                {waiting.map((person) => (
                  <ActionCheckbox
                    key={person.id}
                    name={personField(person.id)}
                    label={person.name}
                    hint={hasValidCard(person) ? <FormattedMessage {...hasCardMessage} values={{ date: intl.formatDate(person.claimCodeExpiresAt!, { dateStyle: 'long' }) }} /> : undefined}
                  />
                ))}
              </fieldset>
            </ActionForm>
          )}
        </>
      )}
    </div>
  );
}
