import { createContext, useContext } from 'react';
import { useActionData } from 'react-router';
import type { ApiClient } from '@reentry/platform';

/**
 * How one public form is sent, the same for the browser's Formik send and the server's action for a
 * form posted without script (answer-native-post.ts): its empty values (which name the fields and
 * their types), the API body built from them, and the API call.
 */
export interface FormSending<Values extends Record<string, string | boolean>, Body, Sent> {
  empty: Values;
  body(values: Values): Body;
  send(api: ApiClient, body: Body, idempotencyKey: string): Promise<Sent>;
}

/**
 * What the server's action answered to a form posted without script, as the page's route action data:
 * sent (with what the API answered, e.g. the assistance reference), or the typed values with the API's
 * field errors (already in the visitor's language), or a failure (the API's own words for a 4xx such as
 * "wait a few minutes", else none).
 */
export type NativePostResult =
  | { outcome: 'sent'; sent: unknown }
  | { outcome: 'invalid'; values: Record<string, string | boolean>; errors: Record<string, string> }
  | { outcome: 'failed'; values: Record<string, string | boolean>; message: string | null };

function isNativePostResult(value: unknown): value is NativePostResult {
  const outcome = (value as { outcome?: unknown } | null)?.outcome;
  return outcome === 'sent' || outcome === 'invalid' || outcome === 'failed';
}

/**
 * The field that gets focus as the page loads (`autofocus` in the server's HTML): the first mistake of a
 * form the server answered, until the form is sent again. Without script nothing else could move focus there.
 */
export const FirstMistakeContext = createContext<string | null>(null);

/** The page's answer to its form posted without script, given to the form by its page (FormPage). */
export const NativePostContext = createContext<NativePostResult | null>(null);

/**
 * In a page's route component: the answer of its action, or null (a GET). The browser's router starts
 * from the server's action data, so the server's HTML and the hydrated page show the same.
 */
export function usePageActionResult(): NativePostResult | null {
  const result = useActionData();
  return isNativePostResult(result) ? result : null;
}

/** In a form: the answer to the page's form posted without script, or null (a GET, or a form on its own). */
export function useNativePostResult(): NativePostResult | null {
  return useContext(NativePostContext);
}

