import type Koa from 'koa';
import request, { type Response } from 'supertest';
import { SESSION_COOKIE } from '../middleware/session.js';

export interface PostOptions {
  cookie?: string;
  lang?: 'en' | 'es';
  headers?: Record<string, string>;
}

/** A POST as the browser's API client sends it: JSON, the CSRF header, optional cookie and language. */
export function apiPost(app: Koa, path: string, body: unknown = {}, { cookie, lang, headers = {} }: PostOptions = {}) {
  const req = request(app.callback()).post(path).set('X-Requested-With', 'fetch').set(headers);
  if (cookie) req.set('Cookie', cookie);
  if (lang) req.set('Accept-Language', lang);
  return req.send(body as object);
}

/** A PUT as the browser's API client sends it (JSON and the CSRF header). */
export function apiPut(app: Koa, path: string, body: unknown = {}, { cookie, lang, headers = {} }: PostOptions = {}) {
  const req = request(app.callback()).put(path).set('X-Requested-With', 'fetch').set(headers);
  if (cookie) req.set('Cookie', cookie);
  if (lang) req.set('Accept-Language', lang);
  return req.send(body as object);
}

export function apiGet(app: Koa, path: string, cookie?: string) {
  const req = request(app.callback()).get(path);
  return cookie ? req.set('Cookie', cookie) : req;
}

function setCookies(res: Response): string[] {
  const header = res.headers['set-cookie'] as unknown;
  return Array.isArray(header) ? (header as string[]) : typeof header === 'string' ? [header] : [];
}

/** The session cookie lines (name and attributes) this response set, with or without the __Host- prefix. */
export function sessionSetCookies(res: Response): string[] {
  return setCookies(res).filter((line) => /^(__Host-)?reentry\.sid(\.sig)?=/.test(line) && line.includes(SESSION_COOKIE));
}

/** The Cookie header a browser would send next, from the session cookies this response set ('' if none). */
export function sessionCookie(res: Response): string {
  return sessionSetCookies(res)
    .map((line) => line.split(';')[0]!)
    .join('; ');
}

/** The session id (not the signature) in a Cookie header or Set-Cookie response. */
export function sessionId(cookie: string): string | undefined {
  return /(?:^|; )(?:__Host-)?reentry\.sid=([^;]*)/.exec(cookie)?.[1];
}

/** Every key at any depth of a JSON value, e.g. to prove no password field leaks. */
export function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...allKeys(inner)]);
  return [];
}
