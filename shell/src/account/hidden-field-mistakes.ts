import { isRefusal, refuse } from '@reentry/platform/action-form';

/**
 * A form whose secret rides in hidden fields (a mailed link's token): the API's word about one of them (a
 * used or expired link) is said for the whole form, not at a field the visitor cannot see.
 */
export function hiddenFieldMistakesForTheForm(answer: unknown, hidden: readonly string[]): unknown {
  const init = (answer as { data?: unknown; init?: ResponseInit | null } | null)?.init;
  const refused = (answer as { data?: unknown } | null)?.data;
  if (!isRefusal(refused)) return answer;
  const aboutHidden = hidden.map((name) => refused.errors[name]).find(Boolean);
  if (!aboutHidden) return answer;
  const visible = Object.fromEntries(Object.entries(refused.errors).filter(([name]) => !hidden.includes(name)));
  return refuse(refused.values, visible, { status: init?.status ?? 400, message: aboutHidden });
}
