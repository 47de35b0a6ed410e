import { isModuleUnlocked } from '@reentry/contracts/progress-rules';
import type { Progress } from '@reentry/contracts/user';

/** The four states of a module card (issue 10). Scores are the best attempt, in percent. */
export type CardState =
  | { kind: 'locked' }
  | { kind: 'not-started' }
  | { kind: 'in-progress'; bestScore: number }
  | { kind: 'completed'; score: number | null };

/** A module's state for a learner (`null` progress: a visitor, who sees only modules 1 and 6 open). */
export function cardState(moduleId: number, progress: Progress | null): CardState {
  const completed = progress?.completedModules ?? [];
  if (!isModuleUnlocked(moduleId, completed)) return { kind: 'locked' };
  const score = progress?.quizScores[String(moduleId)];
  if (completed.includes(moduleId)) return { kind: 'completed', score: score ?? null };
  if (score !== undefined) return { kind: 'in-progress', bestScore: score };
  return { kind: 'not-started' };
}
