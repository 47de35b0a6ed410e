import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { beforeCheckPath } from './before-check-address';
import { beforeCheckOfferMessages as m, offerMessage } from './before-check-offer.messages';
import { isOpen, usePreCheck } from './pre-check.query';

/**
 * Above a module's lesson, for a signed-in learner who has neither sent the before-check nor taken the
 * quiz: a short panel with a link to it. The lesson stays right below: the check never blocks it.
 */
export function BeforeCheckOffer({ moduleId, learner }: { moduleId: number; learner: boolean }) {
  const headingId = useId();
  const { data: check } = usePreCheck(moduleId, learner);
  if (!learner || !check || !isOpen(check)) return null;
  return (
    <section className="panel learning-before-check-offer" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage {...m.heading} />
      </h2>
      <p>
        <FormattedMessage {...offerMessage} values={{ count: check.questions.length }} />
      </p>
      <p className="learning-before-check-offer__actions">
        <Link className="button button--secondary" to={beforeCheckPath(moduleId)}>
          <FormattedMessage {...m.answerLink} />
        </Link>{' '}
        <FormattedMessage {...m.skipBelow} />
      </p>
    </section>
  );
}
