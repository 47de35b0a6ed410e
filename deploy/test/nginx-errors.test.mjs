/**
 * The load balancer's own errors (tools/stack/nginx-conf.mjs): when no replica can finish a request, nginx
 * answers a translated 503 with Retry-After (JSON for API calls, a small page for a browser), never its own
 * English "502 Bad Gateway" page; an error the API itself made passes through unchanged. Skipped only when
 * nginx is missing.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { apiMessages } from '../../services/api/dist/i18n/messages.js';
import { request, sleep, waitFor } from '../../tools/stack/http.mjs';
import { nginxConf } from '../../tools/stack/nginx-conf.mjs';
import { findNginx } from '../../tools/stack/stack-lib.mjs';

const nginxBin = findNginx();
const skip = nginxBin ? false : 'nginx is not installed here (apt-get install -y nginx; .ci/run installs it)';
const basePort = Number(process.env.NGINX_ERRORS_PORT ?? 4690);

describe('nginx answers for a replica that cannot', { skip, timeout: 60_000 }, () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'reentry-nginx-errors-'));
  const url = `http://127.0.0.1:${basePort}`;
  let nginx;
  let replica;

  before(async () => {
    chmodSync(dir, 0o755);
    for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, 'tmp', sub), { recursive: true });
    // One live "replica" that makes its own 502 (as the API does when Stripe refuses), one that is down.
    replica = http.createServer((req, res) => {
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 'PAYMENT_PROVIDER_ERROR', message: 'from the API' } }));
    });
    await new Promise((resolve) => replica.listen(basePort + 1, '127.0.0.1', resolve));
    const conf = path.join(dir, 'nginx.conf');
    const write = (replicas) => writeFileSync(conf, nginxConf({ prefix: dir, listenPort: basePort, replicas, runAsRoot: process.getuid?.() === 0 }));
    write([{ port: basePort + 2 }]);
    nginx = spawn(nginxBin, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], { stdio: 'ignore' });
    await waitFor('nginx to listen', async () => (await request(`${url}/`).catch(() => undefined)) !== undefined, { timeoutMs: 10_000, everyMs: 100 });
    nginx.rewrite = async (replicas) => {
      write(replicas);
      nginx.kill('SIGHUP');
      await sleep(500);
    };
  });

  after(async () => {
    nginx?.kill('SIGQUIT');
    replica?.close();
    await sleep(200);
    rmSync(dir, { recursive: true, force: true });
  });

  for (const locale of ['en', 'es']) {
    it(`a write no replica can take: a 503 in JSON, in ${locale}, with Retry-After`, async () => {
      const res = await request(`${url}/api/contact`, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Accept-Language': locale === 'es' ? 'es-MX,es;q=0.9' : 'en', 'Content-Type': 'application/json' },
        body: '{}',
      });
      assert.equal(res.status, 503);
      assert.equal(res.headers['retry-after'], '5');
      assert.match(res.headers['content-type'], /^application\/json/);
      assert.deepEqual(JSON.parse(res.body), { error: { code: 'SERVICE_UNAVAILABLE', message: apiMessages[locale]['api.gatewayLost'] } });
      assert.ok(res.headers['x-request-id'], 'the request id is still answered');
    });
  }

  it('a browser navigation gets a small page in its language, not nginx\'s own', async () => {
    const res = await request(`${url}/modules`, { headers: { Accept: 'text/html,*/*;q=0.8', 'Accept-Language': 'es' } });
    assert.equal(res.status, 503);
    assert.match(res.headers['content-type'], /^text\/html; charset=utf-8/);
    assert.match(res.body, /<html lang="es">/);
    assert.ok(res.body.includes(apiMessages.es['api.gatewayLost']));
    assert.ok(res.body.includes(`<a href="" `) && res.body.includes('>Intentar de nuevo</a>'), 'a link that loads the page again');
    assert.doesNotMatch(res.body, /nginx|Bad Gateway/i);
    assert.equal(res.headers.server, 'nginx', 'no version in the Server header');
  });

  it('the error pages cannot be asked for directly', async () => {
    assert.equal((await request(`${url}/.reentry-unavailable/json`)).status, 404);
  });

  it("an error the API made itself passes through unchanged", async () => {
    await nginx.rewrite([{ port: basePort + 1 }]);
    const res = await request(`${url}/api/donations/intent`, { method: 'POST', headers: { Accept: 'application/json' }, body: '{}' });
    assert.equal(res.status, 502);
    assert.equal(JSON.parse(res.body).error.message, 'from the API');
  });
});
