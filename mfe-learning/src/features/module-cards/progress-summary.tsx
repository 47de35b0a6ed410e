import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { progressSummary } from '@reentry/contracts/progress-rules';
import type { Progress } from '@reentry/contracts/user';
import { loginPath } from '../../shared/login-path';
import { moduleCardsMessages as m, progressSummaryMessage } from './module-cards.messages';

/** Overall progress (spec section 9: of 5, module 6 not counted), or a login link for a visitor. */
export function ProgressSummary({ progress, returnTo }: { progress: Progress | null; returnTo: string }) {
  const intl = useIntl();
  if (!progress) {
    return (
      <p className="learning-progress-summary">
        <Link to={loginPath(returnTo)}>
          <FormattedMessage {...m.progressLogin} />
        </Link>
      </p>
    );
  }
  const summary = progressSummary(progress.completedModules);
  return (
    <section className="learning-progress-summary progress-summary" aria-labelledby="learning-progress-title">
      <h2 id="learning-progress-title">
        <FormattedMessage {...m.progressLabel} />
      </h2>
      <p id="learning-progress-text">
        <FormattedMessage {...progressSummaryMessage} values={summary} />
      </p>
      <progress max={100} value={summary.percent} aria-labelledby="learning-progress-text">
        {intl.formatNumber(summary.percent / 100, { style: 'percent' })}
      </progress>
    </section>
  );
}
