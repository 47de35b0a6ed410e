import Koa from 'koa';
import request from 'supertest';
import { pageOrigins, securityHeaders } from './security-headers.js';

/** The headers middleware alone, in front of a page that answers every path. */
function site(remoteOrigins: string[] = [], styleHashes: string[] = []) {
  const app = new Koa();
  app.use(securityHeaders(() => remoteOrigins, () => styleHashes));
  app.use((ctx) => {
    ctx.type = 'html';
    ctx.body = '<!doctype html><title>page</title>';
  });
  return app.callback();
}

/** The CSP of one response, as directive name to its list of sources. */
async function cspOf(path: string, remoteOrigins?: string[], styleHashes?: string[]): Promise<Record<string, string[]>> {
  const res = await request(site(remoteOrigins, styleHashes)).get(path);
  const header = res.headers['content-security-policy'] as string;
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const stripe = /stripe/;

describe('the Content-Security-Policy', () => {
  it("allows the shell's inline stylesheet by its hash only: no inline style otherwise", async () => {
    const hash = "'sha256-AbCdEf0123456789AbCdEf0123456789AbCdEf01234='";
    for (const path of ['/', '/donate', '/modules/1']) {
      const csp = await cspOf(path, [], [hash]);
      expect(csp['style-src']).toEqual(["'self'", hash]);
      expect(csp['script-src']).not.toContain(hash);
    }
  });

  it("lets /donate load Stripe.js, its frames and its API, beside the site's own origins", async () => {
    const csp = await cspOf('/donate', ['https://cdn.example.org']);
    expect(csp['script-src']).toEqual(["'self'", 'https://cdn.example.org', 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(csp['frame-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://cdn.example.org', 'https://api.stripe.com', 'https://m.stripe.network']);
    // Nothing else is loosened for it.
    expect(csp['style-src']).toEqual(["'self'", 'https://cdn.example.org']);
    expect(csp['img-src']).toEqual(["'self'", 'https://cdn.example.org', 'data:']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(JSON.stringify(csp)).not.toMatch(/unsafe-inline|unsafe-eval|\*'|"\*"/);
  });

  it.each(['/donate?payment_intent=pi_1&redirect_status=succeeded', '/DONATE', '/donate/', '/Donate/?lang=es'])(
    'allows Stripe on %s, as the router matches the donate page (query, letter case, trailing slash)',
    async (path) => {
      expect((await cspOf(path))['script-src']).toContain('https://js.stripe.com');
    },
  );

  it.each(['/', '/contact', '/modules/1', '/donate/anything', '/donations', '/api/create-payment-intent', '/remotes/donate/remoteEntry.js', '/x?/donate', '//donate'])(
    'keeps Stripe out of %s',
    async (path) => {
      const csp = await cspOf(path);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(csp['frame-src']).toEqual(["'self'"]);
      expect(JSON.stringify(csp)).not.toMatch(stripe);
    },
  );

  it("lets only this site frame a draft preview (the content editor's phone-width frame); every other page refuses any frame", async () => {
    for (const path of ['/modules/1?preview=draft', '/modules/1?preview=draft&lang=es', '/modules/2?lang=es&preview=draft&tab=quiz']) {
      expect([path, (await cspOf(path))['frame-ancestors']]).toEqual([path, ["'self'"]]);
    }
    for (const path of ['/modules/1', '/modules/1?preview=draftx', '/modules/1?xpreview=draft', '/admin', '/donate?preview=draft2']) {
      expect([path, (await cspOf(path))['frame-ancestors']]).toEqual([path, ["'none'"]]);
    }
    // The preview of the donate page keeps its Stripe origins; other pages stay as strict.
    expect((await cspOf('/donate?preview=draft'))['script-src']).toContain('https://js.stripe.com');
    expect((await cspOf('/modules/1?preview=draft'))['script-src']).toEqual(["'self'"]);
  });

  it('has no entry an odd path could reach through the prototype', () => {
    for (const path of ['__proto__', '/__proto__', 'constructor', '/constructor', '/hasOwnProperty']) {
      expect(pageOrigins(path, 'scriptSrc')).toEqual([]);
    }
    expect(pageOrigins(undefined, 'scriptSrc')).toEqual([]);
  });
});
