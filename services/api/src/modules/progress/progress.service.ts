import type { Progress } from '@reentry/contracts/user';
import type { ModuleProgressModel } from './progress.model.js';

/** The client's view of progress: completed module ids and the recorded quiz score per module. */
export function toProgress(rows: readonly ModuleProgressModel[]): Progress {
  const sorted = [...rows].sort((a, b) => a.moduleId - b.moduleId);
  const quizScores: Record<string, number> = {};
  for (const row of sorted) if (row.score !== null) quizScores[String(row.moduleId)] = row.score;
  return { completedModules: sorted.filter((row) => row.completed).map((row) => row.moduleId), quizScores };
}
