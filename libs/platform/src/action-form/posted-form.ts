import { data, redirect, type ActionFunctionArgs } from 'react-router';
import type { ApiError } from '../api-client.js';

/** A form's fields by name, as text (a ticked checkbox reads `on`, an unticked one ''). */
export type FieldValues = Record<string, string>;

/**
 * A route action's answer to a form it did not accept, as the page's action data: what was typed (never a
 * password), each field's mistake (words in the visitor's language, or a contracts message id the page
 * translates), and a whole-form failure in words (or a message id the page translates), or null for the
 * form's own "not sent" text.
 */
export interface Refusal {
  refused: true;
  values: FieldValues;
  errors: Record<string, string>;
  message: string | null;
}

export function isRefusal(value: unknown): value is Refusal {
  return (value as Partial<Refusal> | null)?.refused === true;
}

/**
 * The named fields of a posted form, as text, read the same way on the server (a native post) and in the
 * browser (the router's submission). Names the form does not have (`__proto__`, what a bot adds) are
 * never read; a repeated name gives its first value; a file gives ''.
 */
export async function postedFields(request: Request, names: readonly string[]): Promise<FieldValues> {
  // A form posts URL-encoded (the browser's and the router's default); multipart only if it says so.
  const multipart = (request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data');
  const body = multipart ? await request.formData() : new URLSearchParams(await request.text());
  const values: FieldValues = {};
  for (const name of names) {
    const value = body.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** The page again with what was typed (less `secret` fields) and the mistakes: 400, or the API's 4xx, or 503. */
export function refuse(values: FieldValues, errors: Record<string, string>, options: { status?: number; message?: string | null; secret?: readonly string[] } = {}) {
  const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !options.secret?.includes(name)));
  return data({ refused: true, values: kept, errors, message: options.message ?? null } satisfies Refusal, { status: options.status ?? 400 });
}

/**
 * An Idempotency-Key from what is sent (SHA-256 of the form's path and body): the same form sent twice (a
 * double press, Back and send again, a reload of the answer, a native post then the router's) is stored
 * once, and the API answers the second as it answered the first.
 */
export async function contentKey(path: string, body: unknown): Promise<string> {
  const hex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  // A page on plain http (not localhost: a shared tablet on a local network) has no `crypto.subtle`:
  // a random key then (one press, one key), as every send had before.
  if (!globalThis.crypto?.subtle) return `form-${hex(crypto.getRandomValues(new Uint8Array(32)))}`;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${path}\n${JSON.stringify(body)}`));
  return `form-${hex(new Uint8Array(digest))}`;
}

/** How a form's route action sends what was posted. */
export interface FormActionSpec<Sent> {
  /** Every field the form has, in order. */
  fields: readonly string[];
  /** Fields never sent back to the page (passwords, codes). */
  secret?: readonly string[];
  /** Mistakes found before anything is sent (the contract's rules); the API checks again. */
  check?: (values: FieldValues) => Record<string, string>;
  /** Sends it (the API, as the visitor: in process on the server, over the network in the browser); the key leaves secret fields out. */
  send: (values: FieldValues, context: { request: Request; idempotencyKey: string }) => Promise<Sent>;
  /** What follows a send: a redirect (Post/Redirect/Get; `doneAt`) or the page's action data. */
  done: (sent: Sent, values: FieldValues) => unknown;
}

/** Post/Redirect/Get: the page again, saying `outcome` (`?done=`; `useFormOutcome` reads it). */
export function doneAt(path: string, outcome: string, search: Record<string, string> = {}): Response {
  return redirect(`${path}?${new URLSearchParams({ ...search, done: outcome })}`, 303);
}

/**
 * The API's refusal. Read by its name, not `instanceof`: this entry is bundled into each app that uses it,
 * and the API client that threw is the platform's one shared copy.
 */
export function apiErrorOf(error: unknown): ApiError | null {
  return error instanceof Error && error.name === 'ApiError' ? (error as ApiError) : null;
}

/** A failure the visitor can do nothing about but try again: the API is down, or (in the browser) out of reach. */
function unreachable(error: unknown): boolean {
  return (apiErrorOf(error)?.status ?? 0) >= 500 || error instanceof TypeError;
}

/**
 * A page route's `action` for a form: the same function answers a native post on the server (no script,
 * or before the page's code came) and the router's submission in the browser (no reload). It reads only
 * the form's fields, checks them, sends them with a key made from what is sent, and answers with the
 * spec's `done`, or the page again with what was typed and every mistake.
 */
export function formAction<Sent>(spec: FormActionSpec<Sent>) {
  return async ({ request }: ActionFunctionArgs) => {
    const values = await postedFields(request, spec.fields);
    const mistakes = spec.check?.(values) ?? {};
    if (Object.keys(mistakes).length > 0) return refuse(values, mistakes, { secret: spec.secret });
    const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !spec.secret?.includes(name)));
    const idempotencyKey = await contentKey(new URL(request.url).pathname, kept);
    try {
      return spec.done(await spec.send(values, { request, idempotencyKey }), values);
    } catch (error) {
      if (unreachable(error)) return refuse(values, {}, { status: 503, secret: spec.secret });
      const refused = apiErrorOf(error);
      if (!refused) throw error;
      return refuse(values, refused.fields ?? {}, { status: refused.status, message: refused.fields ? null : (refused.userMessage ?? null), secret: spec.secret });
    }
  };
}
