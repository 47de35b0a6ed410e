import { readFileSync } from 'node:fs';
import { createServer, request as forwardRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Problem } from './driver';
import { HARNESS, QUERIES_PATH, SESSION_COOKIE } from './harness-paths';

/**
 * The origin the browsers see in the cross-engine journeys: a small reverse proxy in front of the site
 * (the site's PUBLIC_URL is this origin). It adds what WebDriver cannot give in every engine, without
 * a line of test code in the product:
 * - every HTML page gets the page harness as its first script (harness/page-harness.js: records the page's
 *   errors, stands in for the voice), a same-origin script, which the site's CSP allows;
 * - the pages' reports arrive here, filed by the journey's session (a cookie the journey's start page sets);
 * - a journey can be cut off from the site (the proxy refuses its connections), as when a phone loses its
 *   network, in any engine, with no browser setting involved;
 * - it serves Testing Library's queries and a page that reads the clipboard back, under /__engines/.
 * - a journey's scripts can come late (every `.js` answered `ms` later), as on one bar of signal;
 * Control: GET /__engines/start?session=ID, GET /__engines/problems?session=ID, POST /__engines/offline?session=ID&offline=1|0,
 * POST /__engines/scripts-late?session=ID&ms=3000 (0: on time).
 */

const harnessFile = (name: string) => readFileSync(path.join(import.meta.dirname, 'harness', name), 'utf8');
/** What the test origin serves itself, under HARNESS: [content type, body]. */
const files = new Map<string, [string, string]>([
  [`${HARNESS}page-harness.js`, ['text/javascript', harnessFile('page-harness.js')]],
  [`${HARNESS}clipboard`, ['text/html; charset=utf-8', harnessFile('clipboard.html')]],
  [`${HARNESS}clipboard.js`, ['text/javascript', harnessFile('clipboard.js')]],
  [QUERIES_PATH, ['text/javascript', readFileSync(createRequire(import.meta.url).resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'), 'utf8')]],
]);
const harnessTag = `<script src="${HARNESS}page-harness.js"></script>`;

export interface TestOrigin {
  url: string;
  stop(): Promise<void>;
}

function sessionOf(req: IncomingMessage): string | undefined {
  return req.headers.cookie?.match(new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([\\w-]+)`))?.[1];
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk.slice(0, 10_000))).on('end', () => resolve(body));
  });
}

/** Streams an HTML response through, with the page harness put right after `<head>`. */
function withHarness(upstream: IncomingMessage, res: ServerResponse) {
  const { 'content-length': _length, ...headers } = upstream.headers;
  res.writeHead(upstream.statusCode ?? 502, headers);
  let start = '';
  let done = false;
  upstream.setEncoding('utf8');
  upstream.on('data', (chunk: string) => {
    if (done) return void res.write(chunk);
    start += chunk;
    const head = start.match(/<head[^>]*>/i);
    if (!head && start.length < 4096) return;
    done = true;
    res.write(head ? start.replace(head[0], `${head[0]}${harnessTag}`) : start);
  });
  upstream.on('end', () => res.end(done ? undefined : start));
}

export async function startTestOrigin({ port, siteUrl }: { port: number; siteUrl: string }): Promise<TestOrigin> {
  // The site listens on every IPv4 address (HOST 0.0.0.0); the Host header stays the browser's.
  const site = new URL(siteUrl);
  const problems = new Map<string, Problem[]>();
  const offline = new Set<string>();
  const scriptsLate = new Map<string, number>();

  function harness(req: IncomingMessage, res: ServerResponse, url: URL) {
    const file = url.pathname.slice(HARNESS.length);
    const session = url.searchParams.get('session') ?? sessionOf(req) ?? 'none';
    const send = (type: string, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store', ...headers }).end(body);
    };
    const served = files.get(url.pathname);
    if (served) return send(...served);
    if (file === 'start') {
      const cookie = `${SESSION_COOKIE}=${session}; Path=/; HttpOnly; SameSite=Lax`;
      return send('text/html; charset=utf-8', '<!doctype html><title>Journey</title><p>Starting a journey.</p>', { 'Set-Cookie': cookie });
    }
    if (file === 'problem' && req.method === 'POST') {
      return void readBody(req).then((body) => {
        try {
          const { kind, message, page } = JSON.parse(body) as Problem;
          problems.set(session, [...(problems.get(session) ?? []), { kind: String(kind), message: String(message), page: String(page) }]);
        } catch {
          // not a report
        }
        res.writeHead(204).end();
      });
    }
    if (file === 'problems') return send('application/json', JSON.stringify(problems.get(session) ?? []));
    if (file === 'scripts-late' && req.method === 'POST') {
      const ms = Number(url.searchParams.get('ms') ?? 0);
      if (ms > 0) scriptsLate.set(session, ms);
      else scriptsLate.delete(session);
      return void res.writeHead(204).end();
    }
    if (file === 'offline' && req.method === 'POST') {
      if (url.searchParams.get('offline') === '1') offline.add(session);
      else offline.delete(session);
      return void res.writeHead(204).end();
    }
    res.writeHead(404).end();
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://origin');
    if (url.pathname.startsWith(HARNESS)) return harness(req, res, url);
    const session = sessionOf(req);
    // Offline: the connection drops with no answer, as when the network is gone.
    if (session && offline.has(session)) return void req.socket.destroy();
    const late = session && url.pathname.endsWith('.js') ? (scriptsLate.get(session) ?? 0) : 0;
    if (late > 0) return void setTimeout(() => forward(req, res), late);
    forward(req, res);
  });

  function forward(req: IncomingMessage, res: ServerResponse) {
    // Uncompressed, so the harness can be put into pages (nothing else changes).
    const { 'accept-encoding': _encoding, ...headers } = req.headers;
    const upstream = forwardRequest({ hostname: '127.0.0.1', port: site.port, path: req.url, method: req.method, headers }, (answer) => {
      if (String(answer.headers['content-type']).startsWith('text/html')) return withHarness(answer, res);
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.headersSent ? res.destroy() : res.writeHead(502).end());
    req.pipe(upstream);
  }
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  return {
    url: `http://localhost:${port}`,
    stop: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
