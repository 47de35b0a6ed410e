import type { Progress } from '@reentry/contracts/user';
import type { ModuleCard as ModuleCardData } from '@reentry/contracts/content';
import { cardState } from './card-state';
import { ModuleCard } from './module-card';

/** The six module cards, each in its state for this learner (or visitor). */
export function ModuleCardList({ modules, progress }: { modules: readonly ModuleCardData[]; progress: Progress | null }) {
  return (
    <ul className="card-grid learning-cards">
      {modules.map((module) => (
        <ModuleCard key={module.id} module={module} state={cardState(module.id, progress)} />
      ))}
    </ul>
  );
}
