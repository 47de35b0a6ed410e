import { emptyOrganisation } from '@reentry/contracts/organisation';
import type { FetchLike } from '@reentry/platform';

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fake API answering by path (query string ignored); records every request. Unknown paths answer 404. */
export function fakeApi(answers: Record<string, (request: RecordedRequest) => Response | Promise<Response>>) {
  const requests: RecordedRequest[] = [];
  const fetch: FetchLike = async (url, init) => {
    const request = { method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    requests.push(request);
    const answer = answers[`${request.method} ${url.split('?')[0]}`] ?? answers[url.split('?')[0]!];
    return answer ? answer(request) : json(404, { error: { code: 'NOT_FOUND', message: 'No such API endpoint.' } });
  };
  return { fetch, requests };
}

export const page = <T,>(items: T[], extra: Partial<{ total: number; page: number; hasMore: boolean; totalCapped: boolean }> = {}) => ({
  items,
  page: 1,
  limit: 25,
  total: items.length,
  totalCapped: false,
  hasMore: false,
  ...extra,
});

export const adminUser = {
  id: 1,
  username: 'admin',
  email: 'admin@example.org',
  name: 'Ada Admin',
  isAdmin: true,
  isInstructor: false,
  assignedInstructorId: null,
  progress: { completedModules: [], quizScores: {} },
};

export const siteConfig = {
  token: { network: null, contractAddress: null, buyUrl: null },
  donations: { stripePublishableKey: null, minAmountCents: 100, maxAmountCents: 1_000_000 },
  social: [],
  organisation: emptyOrganisation,
  timeZone: 'America/New_York',
};
