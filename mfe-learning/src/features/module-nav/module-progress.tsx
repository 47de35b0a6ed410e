import { FormattedMessage } from 'react-intl';
import { progressMessage } from './module-nav.messages';

/** Spec: 50% while reading, 75% on the quiz, 100% once the module is completed. */
export function modulePercent(tab: 'content' | 'quiz', completed: boolean): number {
  if (completed) return 100;
  return tab === 'quiz' ? 75 : 50;
}

export function ModuleProgress({ percent }: { percent: number }) {
  return (
    <div className="learning-module-progress">
      <p id="learning-module-progress-label">
        <FormattedMessage {...progressMessage} values={{ percent }} />
      </p>
      <progress max={100} value={percent} aria-labelledby="learning-module-progress-label" />
    </div>
  );
}
