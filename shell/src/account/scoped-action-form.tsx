import { useContext, type ReactNode } from 'react';
import { UNSAFE_DataRouterStateContext as DataRouterStateContext, type Navigation } from 'react-router';

/** The hidden field that says which of a page's forms was posted (my account: name, email, language). */
export const INTENT_FIELD = 'intent';

const idle: Navigation = { state: 'idle', location: undefined, matches: undefined, historyAction: undefined, formMethod: undefined, formAction: undefined, formEncType: undefined, formData: undefined, json: undefined, text: undefined };

/** What was posted in the answer's form, if the answer says (a refusal keeps the posted fields). */
function postedIntent(answer: unknown): string | undefined {
  return (answer as { values?: Record<string, string> } | null | undefined)?.values?.[INTENT_FIELD];
}

/**
 * One of several forms on a page that one route action answers (each posts its `intent`): the answer (a
 * refusal with what was typed and its mistakes) and "sending" belong only to the form that was posted,
 * so a mistake in one form is not shown as a failure of the others. The form frame reads both from the
 * router's state; the other forms get that state without them.
 */
export function ScopedActionForm({ intent, children }: { intent: string; children: ReactNode }) {
  const state = useContext(DataRouterStateContext);
  if (!state) return <>{children}</>;
  const answers = Object.values(state.actionData ?? {});
  const answered = answers.some((answer) => postedIntent(answer) === intent);
  const sent = state.navigation.formData?.get(INTENT_FIELD);
  const scoped: typeof state = {
    ...state,
    actionData: answered ? state.actionData : null,
    navigation: sent === undefined || sent === intent ? state.navigation : idle,
  };
  return <DataRouterStateContext value={scoped}>{children}</DataRouterStateContext>;
}

/** Inside the form: says which form this is. */
export function IntentField({ intent }: { intent: string }) {
  return <input type="hidden" name={INTENT_FIELD} value={intent} />;
}
