import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { BeforeAfter } from '@reentry/contracts/learning-measures';
import { moduleNumberMessage } from '../home/home.messages';
import { useModuleCatalog } from '@reentry/platform';
import { beforeAfterMessages as m, beforeAndAfterMessage, beforeOnlyMessage, moduleLabelMessage } from './before-after.messages';
import { useMyBeforeAfter } from './before-after.query';

/** "You knew 2 of 5 before; now 5 of 5." (or, until the quiz, "... Take the quiz to see what you know now."). */
export function BeforeAfterText({ pair }: { pair: BeforeAfter }) {
  const before = { before: pair.before.correct, beforeTotal: pair.before.total };
  if (!pair.after) return <FormattedMessage {...beforeOnlyMessage} values={before} />;
  return <FormattedMessage {...beforeAndAfterMessage} values={{ ...before, after: pair.after.correct, afterTotal: pair.after.total }} />;
}

/**
 * My account (issue 40): one line per module whose before-check the learner took, the module a link to it.
 * Nothing for a learner who took none. Its data comes with the page (the loader), so nothing moves below it.
 */
export function BeforeAfterSection() {
  const headingId = useId();
  const modules = useMyBeforeAfter().data?.modules ?? [];
  const { data: catalog } = useModuleCatalog();
  if (modules.length === 0) return null;
  return (
    <section className="security-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage {...m.heading} />
      </h2>
      <p>
        <FormattedMessage {...m.intro} />
      </p>
      <dl className="account-facts">
        {modules.map((pair) => {
          const title = catalog?.find((module) => module.id === pair.moduleId)?.title;
          return (
            <div key={pair.moduleId}>
              <dt>
                <Link to={`/modules/${pair.moduleId}`}>
                  {title ? <FormattedMessage {...moduleLabelMessage} values={{ id: pair.moduleId, title }} /> : <FormattedMessage {...moduleNumberMessage} values={{ id: pair.moduleId }} />}
                </Link>
              </dt>
              <dd>
                <BeforeAfterText pair={pair} />
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
