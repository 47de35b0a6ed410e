import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useKiosk, useSession } from '@reentry/platform';
import { homeMessages as m } from './home.messages';
import { KioskStart } from './kiosk-start';

export function Hero() {
  // On a facility's shared tablet, a new learner (no one signed in) gets one big Start.
  const kiosk = useKiosk();
  const session = useSession();
  const newLearnerOnTablet = kiosk !== null && session.status === 'anonymous';
  return (
    <section className="hero" aria-labelledby="hero-title">
      <h1 id="hero-title">
        <FormattedMessage {...m.heroTitle} />
      </h1>
      <p className="hero__text">
        <FormattedMessage {...m.heroIntro} />
      </p>
      {newLearnerOnTablet ? (
        <KioskStart />
      ) : (
        <p className="actions">
          <Link className="button button--primary" to="/assistance">
            <FormattedMessage {...m.getHelp} />
          </Link>
          <Link className="button button--secondary" to="/modules">
            <FormattedMessage {...m.startLearning} />
          </Link>
        </p>
      )}
    </section>
  );
}
