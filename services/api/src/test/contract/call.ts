import type Koa from 'koa';
import request, { type Response } from 'supertest';
import { TEST_ORIGIN } from '../test-app.js';
import { urlOf, type Operation } from './operations.js';

/** What one request of the contract test sends. */
export interface Call {
  cookie?: string;
  params?: Record<string, string | number>;
  query?: string;
  /** A JSON value (sent as `JSON.stringify` writes it); `NO_BODY` (the default) sends nothing. */
  body?: unknown;
  headers?: Record<string, string>;
}

export const NO_BODY = Symbol('no body');

export interface SendOptions {
  /** Leave out `X-Requested-With: fetch` (the CSRF check). Default: sent on every state-changing call. */
  csrfHeader?: boolean;
  origin?: string;
  lang?: 'en' | 'es';
}

/** Sends a call to the operation as a browser's API client would (unless told otherwise). */
export function send(app: Koa, operation: Operation, call: Call, { csrfHeader = true, origin = TEST_ORIGIN, lang = 'en' }: SendOptions = {}): Promise<Response> {
  const url = urlOf(operation, call.params ?? {}, call.query);
  let req = request(app.callback())[operation.method](url).set('Accept-Language', lang);
  if (operation.stateChanging && csrfHeader) req = req.set('X-Requested-With', 'fetch');
  if (operation.stateChanging && origin) req = req.set('Origin', origin);
  if (call.cookie) req = req.set('Cookie', call.cookie);
  if (call.headers) req = req.set(call.headers);
  const body = 'body' in call ? call.body : NO_BODY;
  if (body === NO_BODY || body === undefined) return req;
  return req.set('Content-Type', 'application/json').send(JSON.stringify(body));
}
