import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { homeMessages, kioskStartMessages as m } from './home.messages';

/** A shared tablet's start for a new learner: one big Start (the lessons), then sign in or make an account. */
export function KioskStart() {
  return (
    <div className="kiosk-start">
      <Link className="button button--primary kiosk-start__button" to="/modules">
        <FormattedMessage {...m.start} />
      </Link>
      <p className="kiosk-start__hint">
        <FormattedMessage {...m.startHint} />
      </p>
      <p className="kiosk-start__links">
        <Link to="/login">
          <FormattedMessage {...m.signIn} />
        </Link>
        <Link to="/signup">
          <FormattedMessage {...m.signUp} />
        </Link>
        <Link to="/assistance">
          <FormattedMessage {...homeMessages.getHelp} />
        </Link>
      </p>
    </div>
  );
}
