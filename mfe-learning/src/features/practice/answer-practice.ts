import { data, type ActionFunctionArgs } from 'react-router';
import type { PracticeAnswerResult } from '@reentry/contracts/practice';
import type { RouteServices } from '@reentry/contracts/remotes';
import { ApiError } from '@reentry/platform';
import { attemptKeyHeader } from './practice-attempt';

/** What the page shows after its form was posted: the graded answer, or why there is none. */
export type PracticeOutcome =
  | { outcome: 'graded'; result: PracticeAnswerResult }
  | { outcome: 'answered' }
  | { outcome: 'failed'; message: string | null };

export function isPracticeOutcome(value: unknown): value is PracticeOutcome {
  const outcome = (value as { outcome?: unknown } | null)?.outcome;
  return outcome === 'graded' || outcome === 'answered' || outcome === 'failed';
}

/**
 * `/practice/:id`'s action: the choices form, posted natively (with or without script), answered by the
 * server. Reads only `choice` and `attempt`; the API (in process, as the visitor) checks the choice,
 * grades it, and keeps it for a signed-in learner once per attempt.
 */
export function answerPracticeAction(services: RouteServices) {
  return async ({ request, params }: ActionFunctionArgs) => {
    const fields = new URLSearchParams(await request.text());
    const path = `/api/practice/${encodeURIComponent(params.id ?? '')}/answer`;
    try {
      const result = await services.api.post<PracticeAnswerResult>(path, { choice: fields.get('choice') ?? '' }, { headers: attemptKeyHeader(fields.get('attempt')) });
      return { outcome: 'graded', result } satisfies PracticeOutcome;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 404) throw data(null, { status: 404 });
      if (error.code === 'IDEMPOTENCY_KEY_REUSED') return data({ outcome: 'answered' } satisfies PracticeOutcome, { status: 409 });
      const status = error.status >= 500 ? 503 : error.status;
      return data({ outcome: 'failed', message: error.userMessage ?? null } satisfies PracticeOutcome, { status });
    }
  };
}
