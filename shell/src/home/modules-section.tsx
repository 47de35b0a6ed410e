import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { LockIcon } from '@reentry/ui';
import type { ModuleLevel, ModuleSummary } from '@reentry/contracts/content';
import { isModuleUnlocked, progressSummary } from '@reentry/contracts/progress-rules';
import { DocumentPending, useSession, useModuleCatalog } from '@reentry/platform';
import { homeMessages as m, lockedMessage, moduleNumberMessage, progressSummaryMessage } from './home.messages';

const levelMessages: Record<ModuleLevel, MessageDescriptor> = {
  Beginner: m.levelBeginner,
  Intermediate: m.levelIntermediate,
  Advanced: m.levelAdvanced,
};

function ProgressSummary({ completedModules }: { completedModules: number[] | null }) {
  const intl = useIntl();
  if (!completedModules) {
    return (
      <p>
        <Link to="/login">
          <FormattedMessage {...m.progressLogin} />
        </Link>
      </p>
    );
  }
  const summary = progressSummary(completedModules);
  return (
    <div className="progress-summary">
      <p id="progress-summary-text">
        <FormattedMessage {...progressSummaryMessage} values={summary} />
      </p>
      <progress max={100} value={summary.percent} aria-labelledby="progress-summary-text">
        {intl.formatNumber(summary.percent / 100, { style: 'percent' })}
      </progress>
    </div>
  );
}

function ModuleCard({ module, completed, unlocked }: { module: ModuleSummary; completed: boolean; unlocked: boolean }) {
  return (
    <li className={`card module-card${unlocked ? '' : ' module-card--locked'}`}>
      <p className="module-card__meta">
        <FormattedMessage {...moduleNumberMessage} values={{ id: module.id }} /> · <FormattedMessage {...levelMessages[module.level]} />
        {completed && (
          <>
            {' · '}
            <strong>
              <FormattedMessage {...m.completed} />
            </strong>
          </>
        )}
      </p>
      <h3>{module.title}</h3>
      <p>{module.description}</p>
      {unlocked ? (
        <Link className="button button--secondary" to={`/modules/${module.id}`}>
          <FormattedMessage {...(completed ? m.reviewModule : m.startModule)} />
        </Link>
      ) : (
        <p className="module-card__locked">
          <LockIcon />
          <FormattedMessage {...lockedMessage} values={{ previous: module.id - 1 }} />
        </p>
      )}
    </li>
  );
}

/** The six modules (titles and descriptions from the published lessons) with their lock state and the signed-in learner's progress summary. */
export function ModulesSection() {
  const { data: catalog, ...state } = useModuleCatalog();
  const { user } = useSession();
  const completedModules = user?.progress.completedModules ?? [];
  return (
    <section className="home-section" aria-labelledby="modules-title">
      <h2 id="modules-title">
        <FormattedMessage {...m.modulesTitle} />
      </h2>
      <p>
        <FormattedMessage {...m.modulesIntro} />
      </p>
      <ProgressSummary completedModules={user ? completedModules : null} />
      {catalog ? (
        <ul className="card-grid">
          {catalog.map((module) => (
            <ModuleCard
              key={module.id}
              module={module}
              completed={completedModules.includes(module.id)}
              unlocked={isModuleUnlocked(module.id, completedModules)}
            />
          ))}
        </ul>
      ) : (
        <DocumentPending state={state} loading={m.cardsLoading} />
      )}
      <p>
        <Link to="/modules">
          <FormattedMessage {...m.viewAllModules} />
        </Link>
      </p>
    </section>
  );
}
