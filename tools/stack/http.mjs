import http from 'node:http';

/** Only this machine: the stack and its load are never aimed anywhere else. */
export function assertLoopback(url) {
  const { hostname, protocol } = new URL(url);
  if (protocol !== 'http:' || !['127.0.0.1', 'localhost', '[::1]'].includes(hostname)) {
    throw new Error(`refusing ${url}: the stack tools only talk to http://127.0.0.1`);
  }
}

/**
 * One HTTP request on its own connection (no keep-alive), as many phones behind carrier NAT would make
 * it. Resolves with { status, headers, body } or rejects on a network error or timeout.
 * @param {string} url @param {{ method?: string, headers?: Record<string,string>, body?: string, timeoutMs?: number }} [options]
 */
export function request(url, { method = 'GET', headers = {}, body, timeoutMs = 15_000 } = {}) {
  assertLoopback(url);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent: false, headers: { Connection: 'close', ...headers }, timeout: timeoutMs }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

/** A JSON API call as the site's own client makes it (CSRF header, JSON body). */
export function apiCall(base, path, { method = 'GET', json, cookie, headers = {} } = {}) {
  const all = { Accept: 'application/json', ...headers };
  if (cookie) all.Cookie = cookie;
  if (json !== undefined) {
    all['Content-Type'] = 'application/json';
    all['X-Requested-With'] = 'fetch';
  }
  return request(base + path, { method, headers: all, body: json === undefined ? undefined : JSON.stringify(json) });
}

/** The Cookie header a browser would send back, from a response's Set-Cookie lines. */
export function cookieFrom(response) {
  const lines = response.headers['set-cookie'] ?? [];
  return lines.map((line) => line.split(';')[0]).join('; ');
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` resolves truthy; rejects with `what` after the timeout. */
export async function waitFor(what, check, { timeoutMs = 30_000, everyMs = 100 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}
