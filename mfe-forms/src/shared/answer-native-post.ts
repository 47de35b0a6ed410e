import { data } from 'react-router';
import { ApiError, type ApiClient } from '@reentry/platform';
import type { FormSending, NativePostResult } from './native-post';

/**
 * The fields of a posted form body, typed as the form's empty values say: text as sent (a repeated
 * name gives its first value; a file gives ''), a checkbox ticked when its name was sent. Names the form
 * does not have (`__proto__`, anything a bot adds) are never read.
 */
export function formValues<Values extends Record<string, string | boolean>>(body: URLSearchParams, empty: Values): Values {
  const values: Record<string, string | boolean> = {};
  for (const [name, emptyValue] of Object.entries(empty)) {
    values[name] = typeof emptyValue === 'boolean' ? body.has(name) : (body.get(name) ?? '');
  }
  return values as Values;
}

/**
 * An Idempotency-Key from what is sent (SHA-256 of the form's path and body): the same form posted
 * twice (a double press, Back and send again, a reload of the answer) is stored once, and the API
 * answers the second post as it answered the first.
 */
export async function contentKey(path: string, body: unknown): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${path}\n${JSON.stringify(body)}`));
  return `form-${[...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

async function postedFields(request: Request): Promise<URLSearchParams> {
  // The API reads only URL-encoded bodies for pages (pages.ts), within its size limit.
  return new URLSearchParams(await request.text());
}

/**
 * A page route's `action` for a public form posted without script (the server runs it: pages.ts and the
 * shell's renderer). It reads the fields, builds the same API body the browser's send builds, and calls
 * the API in process as the visitor (so the API's schema from libs/contracts, its honeypot check, rate
 * limits and idempotency all apply). Field errors answer 400, a refusal its own status, sent 200.
 */
export async function answerNativePost<Values extends Record<string, string | boolean>, Body, Sent>(
  request: Request,
  api: ApiClient,
  form: FormSending<Values, Body, Sent>,
) {
  const values = formValues(await postedFields(request), form.empty);
  const body = form.body(values);
  try {
    const sent = await form.send(api, body, await contentKey(new URL(request.url).pathname, body));
    return { outcome: 'sent', sent } satisfies NativePostResult;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const errors = error.status === 400 ? error.fields : undefined;
    if (errors) return data({ outcome: 'invalid', values, errors } satisfies NativePostResult, { status: 400 });
    const status = error.status >= 500 ? 503 : error.status;
    return data({ outcome: 'failed', values, message: error.userMessage ?? null } satisfies NativePostResult, { status });
  }
}
