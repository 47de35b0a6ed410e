import type { Context } from 'koa';
import type { z } from 'zod';
import { ValidationError } from './errors.js';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Parses a request body with its contract schema and returns the parsed value (what handlers use).
 * Contract errors are message ids; the error handler translates them into the request's language.
 * A missing or non-object body is read as `{}`, so the client learns which fields are needed.
 */
export function parseBody<Schema extends z.ZodType>(schema: Schema, ctx: Context): z.output<Schema> {
  const body: unknown = ctx.request.body;
  return parseWith(schema, isPlainObject(body) ? body : {});
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
