import type { QuizOptionValue } from '@reentry/contracts/content-quiz';
import type { PaperAttemptResult } from '@reentry/contracts/roster';
import type { ApiClient } from '@reentry/platform';
import { apiErrorOf, contentKey } from '@reentry/platform/action-form';

export interface SavedSheets {
  /** Roster ids whose sheet was refused because the module is not open for them yet (the others are saved). */
  locked: number[];
}

/**
 * Sends each checked sheet to `POST /api/instructor/paper-attempts`, one after another, each with a key
 * made from its own content (the person, the module, the answers): a retry or a second press stores each
 * sheet once. A sheet for a module not yet open to its person is refused (403) and the rest go on; any
 * other refusal stops here and is thrown (the page says so; Save again sends only what is not stored).
 */
export async function saveSheets(api: ApiClient, moduleId: number, sheets: readonly { rosterId: number; answers: QuizOptionValue[] }[]): Promise<SavedSheets> {
  const locked: number[] = [];
  for (const { rosterId, answers } of sheets) {
    const body = { rosterId, moduleId, answers };
    try {
      await api.post<PaperAttemptResult>('/api/instructor/paper-attempts', body, { headers: { 'Idempotency-Key': await contentKey('/api/instructor/paper-attempts', body) } });
    } catch (error) {
      if (apiErrorOf(error)?.status === 403) locked.push(rosterId);
      else throw error;
    }
  }
  return { locked };
}
