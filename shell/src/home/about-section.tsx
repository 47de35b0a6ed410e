import { FormattedMessage } from 'react-intl';
import { homeMessages as m } from './home.messages';

export function AboutSection() {
  return (
    <section id="about" className="home-section" aria-labelledby="about-title" tabIndex={-1}>
      <h2 id="about-title">
        <FormattedMessage {...m.aboutTitle} />
      </h2>
      <p>
        <FormattedMessage {...m.aboutBody1} />
      </p>
      <p>
        <FormattedMessage {...m.aboutBody2} />
      </p>
    </section>
  );
}
