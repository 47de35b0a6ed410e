import { isModuleUnlocked } from '@reentry/contracts/progress-rules';
import type { RouteServices } from '@reentry/contracts/remotes';
import type { User } from '@reentry/contracts/user';
import { myBeforeAfterQuery } from '../features/before-after/before-after.query';
import { asksForBeforeCheck } from '../features/before-check/before-check-address';
import { preCheckQuery } from '../features/before-check/pre-check.query';

/**
 * The module page's part of issue 40, in the server's HTML too: on the lesson tab of an open module not yet
 * passed, the before-check (its offer, or itself at `?check=before`); on a graded quiz's results, the
 * learner's "You knew 2 of 5 before; now 5 of 5". Nothing for a visitor.
 */
export function loadLearningMeasures(services: RouteServices, id: number, user: User | null, search: URLSearchParams, quiz: boolean): Promise<unknown>[] {
  if (!user) return [];
  const { queryClient, api } = services;
  const completed = user.progress.completedModules;
  if (quiz) return search.get('done') === 'graded' ? [queryClient.prefetchQuery(myBeforeAfterQuery(api))] : [];
  const open = isModuleUnlocked(id, completed) && (asksForBeforeCheck(search) || !completed.includes(id));
  return open ? [queryClient.prefetchQuery(preCheckQuery(api, id, services.getLocale()))] : [];
}
