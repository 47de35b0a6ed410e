import { emptyOrganisation } from '@reentry/contracts/organisation';
import type { Locale } from '@reentry/contracts/locale';
import { modules } from '@reentry/content/modules';
import { quizzes } from '@reentry/content/quizzes';
import { resources } from '@reentry/content/resources';
import type { FetchLike } from '@reentry/platform';
import type { User } from '@reentry/contracts/user';
import type { SiteConfig } from '@reentry/contracts/site-config';

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

export type Answer = (request: RecordedRequest) => Response | undefined | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** `GET /api/content/module-N|quiz-N|resources?lang=`: this release's lessons, quizzes (no answers) and resources, as first published. */
function publishedContent(request: RecordedRequest): Response | undefined {
  const resourcesMatch = request.method === 'GET' ? /^\/api\/content\/resources\?lang=(en|es)$/.exec(request.url) : null;
  if (resourcesMatch) return json(200, { key: 'resources', lang: resourcesMatch[1], version: 1, document: resources[resourcesMatch[1] as Locale] });
  const match = request.method === 'GET' ? /^\/api\/content\/(module|quiz)-([1-6])\?lang=(en|es)$/.exec(request.url) : null;
  if (!match) return undefined;
  const [, kind, id, lang] = match as unknown as [string, 'module' | 'quiz', string, Locale];
  const document = (kind === 'module' ? modules : quizzes)[lang][Number(id) - 1];
  return json(200, { key: `${kind}-${id}`, lang, version: 1, document });
}

/** A fake API (the lessons, quizzes and resources as published unless told otherwise): answers by "METHOD /path"; records every request; anything else is a 404 envelope. */
export function fakeApi(answers: Record<string, Answer> = {}) {
  const requests: RecordedRequest[] = [];
  const fetch: FetchLike = async (url, init) => {
    const request = { method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined, headers: (init?.headers ?? {}) as Record<string, string> };
    requests.push(request);
    const answer = answers[`${request.method} ${url.split('?')[0]}`] ?? publishedContent;
    return (await answer(request)) ?? json(404, { error: { code: 'NOT_FOUND', message: 'No such API endpoint.' } });
  };
  return { fetch, requests };
}

export function learner(progress: User['progress'] = { completedModules: [], quizScores: {} }): User {
  return { id: 7, username: 'maria', email: 'maria@example.org', name: 'Maria', isAdmin: false, isInstructor: false, assignedInstructorId: null, progress };
}

export function siteConfig(token: Partial<SiteConfig['token']> = {}): SiteConfig {
  return {
    token: { network: null, contractAddress: null, buyUrl: null, ...token },
    donations: { stripePublishableKey: null, minAmountCents: 100, maxAmountCents: 1_000_000 },
    social: [],
    organisation: emptyOrganisation,
    timeZone: 'America/New_York',
  };
}
