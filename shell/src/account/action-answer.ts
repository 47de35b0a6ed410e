import { data } from 'react-router';
import { ApiError } from '@reentry/platform';
import type { Mistake } from './mistake-text';

/**
 * A route action's answer to a refused post (issue 42's form frame): what was typed (never a password),
 * field errors (the API's words, or a message of the contracts that the page translates) and a
 * whole-form message (the API's words) or, when the API gave none, `fallback`: which of the page's own
 * texts to show. The page shows them in the server's HTML and, after hydration, in place.
 */
export interface FormAnswer<Values> {
  values: Values;
  errors: Record<string, Mistake>;
  message: string | null;
  fallback?: 'tryAgain' | 'loginFailed';
}

/**
 * A posted form's fields: URL-encoded, as the site reads every page post (pages.ts) and as the router
 * sends a form in the browser. Read as text, which every Request (Node's, a test's jsdom) gives alike.
 */
export async function postedForm(request: Request): Promise<URLSearchParams> {
  return new URLSearchParams(await request.text());
}

/** The text of field `name` in a posted form ('' when missing). */
export function postedText(form: URLSearchParams, name: string): string {
  return form.get(name) ?? '';
}

/**
 * A refusal answered as the API gave it: its 4xx status, field errors and words; an API that is away
 * (5xx, no answer: a phone that lost its signal) as 503 with "Please try again", never an error page that
 * would drop what was typed.
 */
export function refused<Values>(values: Values, error: unknown, fix: (answer: FormAnswer<Values>, api?: ApiError) => FormAnswer<Values> = (a) => a) {
  const api = error instanceof ApiError && error.status < 500 ? error : undefined;
  const errors = { ...(api?.fields ?? {}) };
  // Field errors are said at their fields; the API's message for them would say the same again on top.
  const answer: FormAnswer<Values> = { values, errors, message: Object.keys(errors).length ? null : (api?.userMessage ?? null) };
  if (!api) answer.fallback = 'tryAgain';
  return data(fix(answer, api), { status: api?.status ?? 503 });
}

/** What a page reads from its action's data: the answer, when it is one of these (a GET has none). */
export function isFormAnswer<Values>(value: unknown): value is FormAnswer<Values> {
  return typeof value === 'object' && value !== null && 'values' in value && 'errors' in value;
}
