import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Impact } from '@reentry/contracts/impact';
import { countText, scoreChangeText, scoreText } from './impact-format';
import { changeMessage, impactMessages as m, roundMessage } from './impact.messages';

/** "Financial well-being": each round's count and mean score, and the change for people with both. */
export function WellBeingSection({ wellBeing }: { wellBeing: Impact['wellBeing'] }) {
  const intl = useIntl();
  const headingId = useId();
  const round = ({ count, meanScore }: Impact['wellBeing']['signUp']) => intl.formatMessage(roundMessage, { count: countText(intl, count), score: scoreText(intl, meanScore) });
  const { paired } = wellBeing;
  return (
    <section className="impact-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage {...m.wellBeingHeading} />
      </h2>
      <p>
        <FormattedMessage {...m.wellBeingIntro} />
      </p>
      <dl className="impact-facts">
        <div>
          <dt><FormattedMessage {...m.signUp} /></dt>
          <dd>{round(wellBeing.signUp)}</dd>
        </div>
        <div>
          <dt><FormattedMessage {...m.followUp} /></dt>
          <dd>{round(wellBeing.followUp)}</dd>
        </div>
        <div>
          <dt><FormattedMessage {...m.paired} /></dt>
          <dd>{intl.formatMessage(changeMessage, { count: countText(intl, paired.pairs), change: scoreChangeText(intl, paired.change, paired.ci95) })}</dd>
        </div>
      </dl>
    </section>
  );
}
