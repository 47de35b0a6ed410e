import type { QueryClient } from '@tanstack/react-query';
import type { QuizOptionValue } from '@reentry/contracts/content-quiz';
import type { ApiClient } from '@reentry/platform';
import { apiErrorOf } from '@reentry/platform/action-form';
import { beforeAfterKey, preCheckKey } from './learner-data-keys';
import { canKeepOffline, forgetOfflineCheck, listOfflineChecks } from './offline-outbox';

/** `POST /api/modules/:id/pre-check` with its key: the before-check's one send, now or later. */
export const postPreCheck = (api: ApiClient, moduleId: number, answers: QuizOptionValue[], idempotencyKey: string) =>
  api.post(`/api/modules/${moduleId}/pre-check`, { answers }, { headers: { 'Idempotency-Key': idempotencyKey } });


/** Sent, or never to be taken (a 409: sent already, or the quiz came first; a 400 or 403: the quiz changed, the module locked). */
const settled = (status: number | null) => status !== null && status >= 400 && status < 500 && status !== 401 && status !== 429;

async function flush(api: ApiClient, queryClient: QueryClient | undefined, moduleId: number | undefined): Promise<boolean> {
  let sent = false;
  try {
    for (const check of await listOfflineChecks(moduleId)) {
      try {
        await postPreCheck(api, check.moduleId, check.answers, check.key);
      } catch (error) {
        // No network, the session ended, the rate limit or the server down: kept, and tried again later.
        if (!settled(apiErrorOf(error)?.status ?? null)) return false;
      }
      await forgetOfflineCheck(check.key);
      sent = true;
    }
    return true;
  } catch {
    return false; // the device's store cannot be read now
  } finally {
    // The offer closes, and "You knew 2 of 5 before" has its line.
    if (sent && queryClient) for (const queryKey of [preCheckKey, beforeAfterKey]) void queryClient.invalidateQueries({ queryKey });
  }
}

let running: Promise<boolean> = Promise.resolve(true);

/**
 * Sends the before-checks kept on this device (all, or one module's), oldest first, each with its own
 * Idempotency-Key, forgetting each once the server answered it. One send at a time on the page. True when
 * none of them waits any more: a quiz attempt of that module may go then (the check stays its "before").
 */
export function sendKeptChecks(api: ApiClient, queryClient?: QueryClient, moduleId?: number): Promise<boolean> {
  if (!canKeepOffline()) return Promise.resolve(true);
  running = running.then(() => flush(api, queryClient, moduleId));
  return running;
}
