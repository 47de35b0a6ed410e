import { emptyOrganisation } from '@reentry/contracts/organisation';
import type { Locale } from '@reentry/contracts/locale';
import { modules } from '@reentry/content/modules';
import { quizzes } from '@reentry/content/quizzes';
import { resources } from '@reentry/content/resources';
import { howToBuy } from '@reentry/content/how-to-buy';
import { practiceScenarios } from '@reentry/content/practice';
import { moduleCatalog } from '@reentry/content/module-catalog';
import { moduleTopics } from '@reentry/content/module-topics';
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

/** Each document's text in one language as first published (this release's): quizzes without their answers. */
const firstPublished: Record<string, (lang: Locale) => unknown> = {
  ...Object.fromEntries([1, 2, 3, 4, 5, 6].flatMap((id) => [
    [`module-${id}`, (lang: Locale) => modules[lang][id - 1]],
    [`quiz-${id}`, (lang: Locale) => quizzes[lang][id - 1]],
  ])),
  resources: (lang) => resources[lang],
  'how-to-buy': (lang) => howToBuy[lang],
  practice: (lang) => practiceScenarios[lang],
  'module-catalog': (lang) => moduleCatalog[lang].map((module) => ({ ...module, topics: moduleTopics[lang][module.id] ?? [] })),
};

/** `GET /api/content/<key>?lang=`: the documents above, as version 1. */
function publishedContent(request: RecordedRequest): Response | undefined {
  const match = request.method === 'GET' ? /^\/api\/content\/([a-z0-9-]+)\?lang=(en|es)$/.exec(request.url) : null;
  const document = match && Object.hasOwn(firstPublished, match[1]!) ? firstPublished[match[1]!]!(match[2] as Locale) : undefined;
  return document === undefined ? undefined : json(200, { key: match![1], lang: match![2], version: 1, document });
}

/** A fake API (the content studio's documents as first published unless told otherwise): answers by "METHOD /path"; records every request; anything else is a 404 envelope. */
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

/** A content editor (staff): the one who may see a draft in a preview (`?preview=draft`). */
export const contentEditor = (): User => ({ ...learner(), isContentEditor: true });

export function siteConfig(token: Partial<SiteConfig['token']> = {}): SiteConfig {
  return {
    token: { network: null, contractAddress: null, buyUrl: null, ...token },
    donations: { stripePublishableKey: null, minAmountCents: 100, maxAmountCents: 1_000_000 },
    social: [],
    organisation: emptyOrganisation,
    timeZone: 'America/New_York',
    publicUrl: 'http://localhost:3000',
  };
}
