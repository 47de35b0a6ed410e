import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { homeMessages as m } from './home.messages';

export function ContactSection() {
  return (
    <section id="contact" className="home-section" aria-labelledby="contact-title" tabIndex={-1}>
      <h2 id="contact-title">
        <FormattedMessage {...m.contactTitle} />
      </h2>
      <p>
        <FormattedMessage {...m.contactBody} />
      </p>
      <p className="actions">
        <Link className="button button--primary" to="/contact">
          <FormattedMessage {...m.sendMessage} />
        </Link>
        <Link className="button button--secondary" to="/schedule">
          <FormattedMessage {...m.scheduleWorkshop} />
        </Link>
      </p>
    </section>
  );
}
