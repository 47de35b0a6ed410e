import { FormattedMessage } from 'react-intl';
import { home } from '@reentry/content/home';
import { useLocale } from '@reentry/platform';
import { homeMessages as m } from './home.messages';

/** The six mission-and-impact cards; their words and facts live in @reentry/content. */
export function MissionSection() {
  const { locale } = useLocale();
  return (
    <section className="home-section" aria-labelledby="mission-title">
      <h2 id="mission-title">
        <FormattedMessage {...m.missionTitle} />
      </h2>
      <ul className="card-grid">
        {home[locale].missionCards.map((card) => (
          <li key={card.id} className="card">
            <h3>{card.title}</h3>
            {card.body.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {card.bullets && (
              <ul className="card__bullets">
                {card.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
