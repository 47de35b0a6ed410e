import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { moduleCardsMessages as m } from './module-cards.messages';

/** The modules page's pointer to the resources area, with its view-all button. */
export function ResourcesCard() {
  return (
    <section className="card learning-resources-card" aria-labelledby="learning-resources-card-title">
      <h2 id="learning-resources-card-title">
        <FormattedMessage {...m.resourcesTitle} />
      </h2>
      <p>
        <FormattedMessage {...m.resourcesBody} />
      </p>
      <Link className="button button--secondary" to="/resources">
        <FormattedMessage {...m.viewAllResources} />
      </Link>
    </section>
  );
}
