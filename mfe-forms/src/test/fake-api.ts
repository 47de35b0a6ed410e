import type { FetchLike } from '@reentry/platform';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fake API: answers by path; records every request as the server would see it. */
export function fakeApi(answers: Record<string, (request: RecordedRequest) => Response | Promise<Response>>) {
  const requests: RecordedRequest[] = [];
  const fetch: FetchLike = async (url, init) => {
    const request: RecordedRequest = {
      method: init?.method ?? 'GET',
      url,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    requests.push(request);
    const answer = answers[url.split('?')[0]!];
    return answer ? answer(request) : json(404, { error: { code: 'NOT_FOUND', message: 'No such API endpoint.' } });
  };
  return { fetch, requests };
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The requests a fake API got at `path` (a page's loaders read other paths too). */
export function sentTo(requests: readonly RecordedRequest[], path: string): RecordedRequest[] {
  return requests.filter((request) => request.url.split('?')[0] === path);
}

/** A request's header, whatever its case. */
export function headerOf(request: RecordedRequest, name: string): string | null {
  return new Headers(request.headers).get(name);
}
