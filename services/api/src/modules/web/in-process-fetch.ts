import { inject, type DispatchFunc } from 'light-my-request';

export interface InProcessFetch {
  fetch(input: string, init?: RequestInit): Promise<Response>;
  /** Cookies the API set while rendering (e.g. a refreshed session), for the page's own response. */
  setCookies: string[];
}

/**
 * A `fetch` that calls this API in process (no socket) as the visitor: with their cookie, language
 * and address, through every middleware (session, validation, rate limits). Page loaders use it,
 * so the server reads its own data exactly as the browser would, without HTTP to itself.
 */
export function inProcessFetch(dispatch: DispatchFunc, visitor: { cookie?: string; ip: string }): InProcessFetch {
  const setCookies: string[] = [];
  return {
    setCookies,
    async fetch(input, init = {}) {
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      if (visitor.cookie) headers.cookie = visitor.cookie;
      const res = await inject(dispatch, {
        method: (init.method ?? 'GET') as 'GET',
        url: input,
        headers,
        payload: typeof init.body === 'string' ? init.body : undefined,
        remoteAddress: visitor.ip,
        signal: init.signal ?? undefined,
      });
      const cookies = res.headers['set-cookie'];
      if (cookies) setCookies.push(...(Array.isArray(cookies) ? cookies : [String(cookies)]));
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(res.headers)) {
        if (value !== undefined && name !== 'set-cookie') responseHeaders.set(name, String(value));
      }
      return new Response(res.statusCode === 204 ? null : res.body, { status: res.statusCode, headers: responseHeaders });
    },
  };
}
