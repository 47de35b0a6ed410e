import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { DocumentPending, DraftBanner } from '@reentry/platform';
import { useHomeContent } from './home-content.query';
import { homeMessages as m } from './home.messages';
import paths from '../route-paths.json';

/** The card whose figures the public /impact page gives (issue 40): it links there. */
const OUTCOMES_CARD = 'outcomes';

/** The six mission-and-impact cards: the content studio's published `home` document (its draft in a preview). */
export function MissionSection() {
  const { data: home, isDraft, ...state } = useHomeContent();
  return (
    <section className="home-section" aria-labelledby="mission-title">
      <h2 id="mission-title">
        <FormattedMessage {...m.missionTitle} />
      </h2>
      <DraftBanner shown={isDraft} />
      {home ? (
        <ul className="card-grid">
          {home.missionCards.map((card) => (
            <li key={card.id} className="card">
              <h3>{card.title}</h3>
              {/* Staff write these texts: two may be the same, so the keys are places. */}
              {card.body.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
              {card.bullets && (
                <ul className="card__bullets">
                  {card.bullets.map((bullet, index) => (
                    <li key={index}>{bullet}</li>
                  ))}
                </ul>
              )}
              {card.id === OUTCOMES_CARD && (
                <p>
                  <Link to={paths.impact}>
                    <FormattedMessage {...m.impactLink} />
                  </Link>
                </p>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <DocumentPending state={state} loading={m.cardsLoading} />
      )}
    </section>
  );
}
