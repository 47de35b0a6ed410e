import { inject, type DispatchFunc } from 'light-my-request';

/** The API's own files (same-site remotes) are read in process under this origin, never over the network. */
export const SELF_ORIGIN = 'http://self.invalid';
/**
 * The longest the server waits for one file of a remote served elsewhere (a manifest in the background, its
 * code when a page first needs it). A slow or stalled remote server then costs a page at most this: it is
 * rendered with that part's "unavailable" panel instead (docs/faults.md, fault 6). A CDN answers in tens of ms.
 */
export const REMOTE_FILE_BUDGET_MS = 2_000;

export class RemoteFileError extends Error {
  override name = 'RemoteFileError';
}

const expectedTypes: [RegExp, RegExp][] = [
  [/\.json$/, /^application\/json\b/],
  [/\.m?js$/, /^(?:text|application)\/javascript\b/],
];

function checkType(url: URL, contentType: string): void {
  const expected = expectedTypes.find(([file]) => file.test(url.pathname));
  if (!expected) throw new RemoteFileError(`not a remote's file type: ${url.pathname}`);
  if (!expected[1].test(contentType)) throw new RemoteFileError(`${url.href} is ${contentType || 'untyped'}, not ${expected[1].source}`);
}

export interface RemoteFileFetcherOptions {
  /** The app, to read this site's own files in process. */
  dispatch: () => DispatchFunc;
  /** Origins of the configured remote URLs: the only places remote code may come from. */
  allowedOrigins: () => ReadonlySet<string>;
}

/**
 * Fetches a remote's file for the server (manifest, Node entry, chunks): only from a configured
 * origin (or this site), only a 2xx answer of the type its name promises, never following redirects.
 * Anything else is refused before a byte of it is evaluated.
 */
export function createRemoteFileFetcher({ dispatch, allowedOrigins }: RemoteFileFetcherOptions) {
  async function fetchOwn(url: URL) {
    if (!url.pathname.startsWith('/remotes/')) throw new RemoteFileError(`not a remote's file: ${url.pathname}`);
    const res = await inject(dispatch(), { method: 'GET', url: url.pathname + url.search, headers: { accept: '*/*' } });
    return { status: res.statusCode, type: String(res.headers['content-type'] ?? ''), body: res.rawPayload };
  }

  async function fetchElsewhere(url: URL) {
    if (!allowedOrigins().has(url.origin)) throw new RemoteFileError(`no remote is configured at ${url.origin}`);
    const res = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(REMOTE_FILE_BUDGET_MS) });
    return { status: res.status, type: res.headers.get('content-type') ?? '', body: Buffer.from(await res.arrayBuffer()) };
  }

  return async function fetchRemoteFile(href: string): Promise<Response> {
    const url = new URL(href);
    const { status, type, body } = url.origin === SELF_ORIGIN ? await fetchOwn(url) : await fetchElsewhere(url);
    if (status < 200 || status > 299) throw new RemoteFileError(`${url.href} answered ${status}`);
    checkType(url, type);
    return new Response(new Uint8Array(body), { status, headers: { 'Content-Type': type } });
  };
}
