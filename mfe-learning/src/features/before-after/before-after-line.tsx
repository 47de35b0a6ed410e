import { FormattedMessage } from 'react-intl';
import type { BeforeAfter } from '@reentry/contracts/learning-measures';
import { beforeAndAfterMessage, beforeOnlyMessage } from './before-after.messages';
import { useMyBeforeAfter } from './before-after.query';

/** "You knew 2 of 5 before; now 5 of 5." (or, until the quiz, "... Take the quiz to see what you know now."). */
export function BeforeAfterText({ pair }: { pair: BeforeAfter }) {
  const before = { before: pair.before.correct, beforeTotal: pair.before.total };
  if (!pair.after) return <FormattedMessage {...beforeOnlyMessage} values={before} />;
  return <FormattedMessage {...beforeAndAfterMessage} values={{ ...before, after: pair.after.correct, afterTotal: pair.after.total }} />;
}

/** One module's line, for a learner who took its before-check (nothing otherwise). */
export function BeforeAfterLine({ moduleId, learner }: { moduleId: number; learner: boolean }) {
  const pair = useMyBeforeAfter(learner).data?.modules.find((module) => module.moduleId === moduleId);
  if (!learner || !pair) return null;
  return (
    <p className="learning-before-after">
      <BeforeAfterText pair={pair} />
    </p>
  );
}
