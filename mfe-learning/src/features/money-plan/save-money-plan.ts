import { data, type ActionFunctionArgs } from 'react-router';
import type { MoneyPlanResponse } from '@reentry/contracts/money-plan';
import { readMoneyPlanDraft, type MoneyPlanDraft } from '@reentry/contracts/money-plan-rules';
import type { RouteServices } from '@reentry/contracts/remotes';
import { ApiError } from '@reentry/platform';
import { loadUser } from '../../shared/session-progress';
import { pickDraft } from './device-plan';
import { moneyPlanQueryKey } from './money-plan.query';

/**
 * What the page shows after its form was posted: the boxes as typed, and either the mistakes (message
 * ids), or that the plan was added up (a visitor) or added up and saved (a signed-in learner).
 */
export type MoneyPlanOutcome =
  | { outcome: 'added' | 'saved'; draft: MoneyPlanDraft }
  | { outcome: 'invalid'; draft: MoneyPlanDraft; errors: Record<string, string> }
  | { outcome: 'failed'; draft: MoneyPlanDraft; message: string | null };

export function isMoneyPlanOutcome(value: unknown): value is MoneyPlanOutcome {
  const outcome = (value as { outcome?: unknown } | null)?.outcome;
  return outcome === 'added' || outcome === 'saved' || outcome === 'invalid' || outcome === 'failed';
}

/** The API's body: period, then line, only the boxes with something in them. */
function requestBody(draft: MoneyPlanDraft): Record<string, Record<string, string>> {
  const body: Record<string, Record<string, string>> = {};
  for (const [name, value] of Object.entries(draft)) {
    if (value.trim() === '') continue;
    const [period, line] = name.split('.') as [string, string];
    (body[period] ??= {})[line] = value;
  }
  return body;
}

/**
 * `/money-plan`'s action: the planner posted natively (with or without script). Reads only the plan's
 * boxes, checks them with the shared amount rule, and for a signed-in learner saves the plan through the
 * API in process, as the learner (the API checks it again). A visitor's plan is added up, never stored.
 */
export function saveMoneyPlanAction(services: RouteServices) {
  return async ({ request }: ActionFunctionArgs) => {
    const fields = new URLSearchParams(await request.text());
    const draft = pickDraft((name) => fields.get(name) ?? '');
    const { errors } = readMoneyPlanDraft(draft);
    if (Object.keys(errors).length > 0) return data({ outcome: 'invalid', draft, errors } satisfies MoneyPlanOutcome, { status: 422 });
    if (!(await loadUser(services))) return { outcome: 'added', draft } satisfies MoneyPlanOutcome;
    try {
      const saved = await services.api.put<MoneyPlanResponse>('/api/money-plan', requestBody(draft));
      services.queryClient.setQueryData(moneyPlanQueryKey, saved);
      return { outcome: 'saved', draft } satisfies MoneyPlanOutcome;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const status = error.status >= 500 ? 503 : error.status;
      return data({ outcome: 'failed', draft, message: error.userMessage ?? null } satisfies MoneyPlanOutcome, { status });
    }
  };
}
