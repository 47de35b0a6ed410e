import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { homeMessages as m } from './home.messages';

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <h1 id="hero-title">
        <FormattedMessage {...m.heroTitle} />
      </h1>
      <p className="hero__text">
        <FormattedMessage {...m.heroIntro} />
      </p>
      <p className="actions">
        <Link className="button button--primary" to="/assistance">
          <FormattedMessage {...m.getHelp} />
        </Link>
        <Link className="button button--secondary" to="/modules">
          <FormattedMessage {...m.startLearning} />
        </Link>
      </p>
    </section>
  );
}
