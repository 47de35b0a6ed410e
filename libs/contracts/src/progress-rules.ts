// Unlock and progress rules (spec sections 6 and 9). No zod: the home page and the learning
// remote use them in the browser; the API uses the same functions to enforce them.
import { PROGRESS_MODULE_COUNT } from './constants.js';

/** Modules 1 and 6 are always open; module n opens once module n-1 (or n itself) is completed. */
export function isModuleUnlocked(moduleId: number, completedModules: readonly number[]): boolean {
  if (moduleId === 1 || moduleId === 6) return true;
  return completedModules.includes(moduleId - 1) || completedModules.includes(moduleId);
}

export interface ProgressSummary {
  completed: number;
  total: number;
  percent: number;
}

/** Overall progress counts modules 1 to 5 only (module 6 is excluded), as a rounded percent. */
export function progressSummary(completedModules: readonly number[]): ProgressSummary {
  const completed = new Set(completedModules.filter((id) => id >= 1 && id <= PROGRESS_MODULE_COUNT)).size;
  return { completed, total: PROGRESS_MODULE_COUNT, percent: Math.round((completed / PROGRESS_MODULE_COUNT) * 100) };
}
