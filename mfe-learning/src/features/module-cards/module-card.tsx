import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { LockIcon } from '@reentry/ui';
import type { ModuleCard as ModuleCardData } from '@reentry/contracts/content';
import { levelMessages, lockedCardMessage, moduleNumberMessage } from '../../shared/shared.messages';
import type { CardState } from './card-state';
import { inProgressMessage, moduleCardsMessages as m, scoreMessage } from './module-cards.messages';

function Status({ state }: { state: CardState }) {
  if (state.kind === 'in-progress') {
    return (
      <p className="learning-card__status">
        <FormattedMessage {...inProgressMessage} values={{ score: state.bestScore }} />
      </p>
    );
  }
  if (state.kind !== 'completed') return null;
  return (
    <p className="learning-card__status learning-card__status--done">
      <strong>
        <FormattedMessage {...m.completed} />
      </strong>
      {state.score !== null && (
        <>
          {' · '}
          <FormattedMessage {...scoreMessage} values={{ score: state.score }} />
        </>
      )}
    </p>
  );
}

const actions = { 'not-started': m.startModule, 'in-progress': m.continueModule, completed: m.reviewModule } as const;

/** One module: number, level, title, description, topics, and its state with what to do next. */
export function ModuleCard({ module, state }: { module: ModuleCardData; state: CardState }) {
  const titleId = useId();
  return (
    <li className={`card module-card learning-card${state.kind === 'locked' ? ' module-card--locked' : ''}`}>
      <p className="module-card__meta">
        <FormattedMessage {...moduleNumberMessage} values={{ id: module.id }} /> · <FormattedMessage {...levelMessages[module.level]} />
      </p>
      <h2 id={titleId}>{module.title}</h2>
      <p>{module.description}</p>
      <h3 className="learning-card__topics-title">
        <FormattedMessage {...m.topics} />
      </h3>
      <ul className="learning-card__topics">
        {module.topics.map((topic) => (
          <li key={topic}>{topic}</li>
        ))}
      </ul>
      <Status state={state} />
      {state.kind === 'locked' ? (
        <p className="module-card__locked">
          <LockIcon />
          <FormattedMessage {...lockedCardMessage} values={{ previous: module.id - 1 }} />
        </p>
      ) : (
        <Link className="button button--primary" to={`/modules/${module.id}`} aria-describedby={titleId}>
          <FormattedMessage {...actions[state.kind]} />
        </Link>
      )}
    </li>
  );
}
