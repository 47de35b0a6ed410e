import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@reentry/contracts/locale';
import type { PreCheck } from '@reentry/contracts/learning-measures';
import { useApi, useLocale, type ApiClient } from '@reentry/platform';
import { apiErrorOf } from '@reentry/platform/action-form';
import { preCheckKey } from '../../shared/learner-data-keys';
import type { ModuleId } from '../../shared/module-id';
import { canKeepOffline, findOfflineAttempt, listOfflineChecks } from '../../shared/offline-outbox';
import { readPublishedQuiz } from '../../shared/quiz.query';
import { useProgress } from '../../shared/session-progress';

/**
 * A module's before-check as the page shows it: the API's, and `waiting` when this device keeps answers not
 * sent yet (they count as answered). `offline`: the API was out of reach, so the questions are the published
 * quiz's (the service worker's copy) and only what this device knows says whether it is still open.
 */
export type ShownPreCheck = PreCheck & { waiting: boolean; offline: boolean };

const keptHere = (moduleId: number) => (canKeepOffline() ? listOfflineChecks(moduleId).then((kept) => kept.length > 0, () => false) : Promise.resolve(false));

async function offlinePreCheck(api: ApiClient, moduleId: number, locale: Locale, signal?: AbortSignal): Promise<ShownPreCheck> {
  const [quiz, waiting, attempt] = await Promise.all([readPublishedQuiz(api, moduleId as ModuleId, locale, signal), keptHere(moduleId), findOfflineAttempt(moduleId).catch(() => undefined)]);
  const questions = quiz.document.questions.map(({ id, text, options }) => ({ id, text, options, objective: null }));
  return { moduleId, questions, answered: waiting, quizTaken: attempt !== undefined, waiting, offline: true };
}

async function readPreCheck(api: ApiClient, moduleId: number, locale: Locale, signal?: AbortSignal): Promise<ShownPreCheck> {
  const waiting = keptHere(moduleId);
  try {
    const check = await api.get<PreCheck>(`/api/modules/${moduleId}/pre-check`, { signal });
    const kept = !check.answered && !check.quizTaken && (await waiting);
    return { ...check, answered: check.answered || kept, waiting: kept, offline: false };
  } catch (error) {
    // Offline (in the browser): what the device has. An API error (or the server's render) stays one.
    if (apiErrorOf(error) || signal?.aborted || !canKeepOffline()) throw error;
    return offlinePreCheck(api, moduleId, locale, signal);
  }
}

/**
 * `GET /api/modules/:id/pre-check`: the module's quiz questions in the page's language (no answers), and
 * whether this learner sent a before-check or took the quiz already (either closes it). Asked even when the
 * browser says it is offline (React Query would hold it): the device's answer comes at once then.
 */
export function preCheckQuery(api: ApiClient, moduleId: number, locale: Locale) {
  return queryOptions({
    queryKey: [...preCheckKey, moduleId, locale],
    queryFn: ({ signal }) => readPreCheck(api, moduleId, locale, signal),
    networkMode: 'always',
  });
}

export function usePreCheck(moduleId: number, enabled: boolean) {
  const { locale } = useLocale();
  const scores = useProgress()?.quizScores;
  // Offline, the learner's last known progress also says whether the quiz was taken (a score).
  const select = (check: ShownPreCheck) => (check.offline && scores?.[String(moduleId)] !== undefined ? { ...check, quizTaken: true } : check);
  return useQuery({ ...preCheckQuery(useApi(), moduleId, locale), enabled, select });
}

/** Still open: the learner has neither sent one (nor kept one on this device) nor taken the quiz. */
export const isOpen = (check: PreCheck) => !check.answered && !check.quizTaken;
