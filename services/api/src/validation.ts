import type { Context } from 'koa';
import type { z } from 'zod';
import { ValidationError } from './errors.js';

/**
 * The request's body, for a route that takes one: the JSON body middleware has already refused anything but an
 * object, and left the body undefined when none was sent, which is a 400 here (a route without a body never
 * calls this, so it works with no body or `{}`).
 */
export function requestBody(ctx: Context): Record<string, unknown> {
  const body = ctx.request.body as Record<string, unknown> | undefined;
  if (body === undefined) throw new ValidationError({ body: 'api.validation.bodyRequired' });
  return body;
}

/**
 * Parses a request body with its contract schema and returns the parsed value (what handlers use).
 * Contract errors are message ids; the error handler translates them into the request's language.
 */
export function parseBody<Schema extends z.ZodType>(schema: Schema, ctx: Context): z.output<Schema> {
  return parseWith(schema, requestBody(ctx));
}

/** Parses the query string (or path parameters) with a contract schema, like parseBody. */
export function parseQuery<Schema extends z.ZodType>(schema: Schema, ctx: Context, source: unknown = ctx.query): z.output<Schema> {
  // A repeated parameter (?page=1&page=2) arrives as an array: the schema then refuses it with a 400.
  return parseWith(schema, source);
}

function parseWith<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    fields[field] ??= issue.message;
  }
  throw new ValidationError(fields);
}
