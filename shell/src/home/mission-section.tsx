import { FormattedMessage } from 'react-intl';
import { DraftBanner } from '@reentry/platform';
import { CardsLoading } from './cards-loading';
import { useHomeContent } from './home-content.query';
import { homeMessages as m } from './home.messages';

/** The six mission-and-impact cards: the content studio's published `home` document (its draft in a preview). */
export function MissionSection() {
  const { data: home, isDraft } = useHomeContent();
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
            </li>
          ))}
        </ul>
      ) : (
        <CardsLoading />
      )}
    </section>
  );
}
