import path from 'node:path';
import { ConfigError, loadConfig } from './config.js';
import { repoRoot } from './repo-root.js';

function problemsFor(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has working defaults for local development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: path.join(repoRoot, '.data'),
      publicUrl: 'http://localhost:3000',
      allowedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'],
      trustProxy: 0,
      secureCookies: false,
      requireAdminTwoFactor: false,
      sessionSecret: undefined,
      webRoot: repoRoot,
      serveWeb: true,
    });
    expect(config.remoteUrls).toEqual({});
    expect(config.remotesRefreshSeconds).toBe(30);
  });

  it('stops on an invalid PORT with a readable message naming the variable and value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      /Invalid configuration:\n {2}- PORT: expected a whole number from 0 to 65535 \(got "eighty"\)/,
    );
    expect(problemsFor({ PORT: '70000' })).toEqual(['PORT: expected a whole number from 0 to 65535 (got "70000")']);
  });

  it('lists every problem at once', () => {
    const problems = problemsFor({ PORT: '-1', DATABASE_URL: 'mysql://x', SERVE_WEB: 'maybe' });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/PORT[\s\S]*DATABASE_URL[\s\S]*SERVE_WEB/);
  });

  it('requires DATA_ENCRYPTION_KEY in production', () => {
    expect(problemsFor({ NODE_ENV: 'production' })).toContain('DATA_ENCRYPTION_KEY: required when NODE_ENV=production (openssl rand -base64 32)');
  });

  it('reads DATA_ENCRYPTION_KEY (one key, or id:key pairs) and never prints it in a problem', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    const other = Buffer.alloc(32, 9).toString('base64');
    expect(loadConfig({ DATA_ENCRYPTION_KEY: key }).dataEncryptionKeys?.map((k) => k.id)).toEqual(['default']);
    expect(loadConfig({ DATA_ENCRYPTION_KEY: `new:${other}, default:${key}` }).dataEncryptionKeys?.map((k) => k.id)).toEqual(['new', 'default']);
    expect(loadConfig({}).dataEncryptionKeys).toBeUndefined();
    const short = Buffer.alloc(16, 1).toString('base64');
    const problems = problemsFor({ DATA_ENCRYPTION_KEY: `a:${key},b:${short}` });
    expect(problems).toEqual(['DATA_ENCRYPTION_KEY: key 2 (b): expected base64 of exactly 32 bytes (openssl rand -base64 32)']);
    expect(problems.join()).not.toContain(short);
    expect(problemsFor({ DATA_ENCRYPTION_KEY: `a:${key},a:${other}` })[0]).toMatch(/"a" is used twice/);
    expect(problemsFor({ DATA_ENCRYPTION_KEY: `bad id!:${key}` })[0]).toMatch(/^DATA_ENCRYPTION_KEY: key 1: the id/);
  });

  it('reads STAFF_EMAIL as a list and warns when nobody will be notified', () => {
    expect(loadConfig({ STAFF_EMAIL: 'team@example.org, ana@example.org' }).staffEmails).toEqual(['team@example.org', 'ana@example.org']);
    expect(loadConfig({}).warnings.join()).toMatch(/STAFF_EMAIL is not set: staff will not be notified/);
    expect(problemsFor({ STAFF_EMAIL: 'team@example.org, nope' })).toEqual(['STAFF_EMAIL: "nope" is not an email address']);
  });

  it('requires SESSION_SECRET and an explicit TRUST_PROXY in production, saying why', () => {
    const problems = problemsFor({ NODE_ENV: 'production' });
    expect(problems).toContain('SESSION_SECRET: required when NODE_ENV=production');
    expect(problems.find((problem) => problem.startsWith('TRUST_PROXY'))).toMatch(
      /^TRUST_PROXY: required when NODE_ENV=production\. Set it to the number of proxies .* or 0 when clients connect directly/,
    );
    const key = Buffer.alloc(32, 3).toString('base64');
    // 0 is a valid answer; with both set, production starts, and requires two-step sign-in for admins by default.
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), TRUST_PROXY: '0', DATA_ENCRYPTION_KEY: key });
    expect(config).toMatchObject({ trustProxy: 0, requireAdminTwoFactor: true });
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), TRUST_PROXY: '2', REQUIRE_ADMIN_2FA: 'false', DATA_ENCRYPTION_KEY: key })).toMatchObject({
      trustProxy: 2,
      requireAdminTwoFactor: false,
    });
    expect(problemsFor({ TRUST_PROXY: 'yes' })[0]).toMatch(/^TRUST_PROXY: expected the number of proxies/);
  });

  it('makes cookies Secure when PUBLIC_URL is https', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://learn.example.org', TRUST_PROXY: '1' }).secureCookies).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).secureCookies).toBe(false);
  });

  it('accepts the loopback names of this server as origins only while PUBLIC_URL is unset', () => {
    expect(loadConfig({ PORT: '4000' }).allowedOrigins).toEqual(['http://localhost:4000', 'http://127.0.0.1:4000', 'http://[::1]:4000']);
    expect(loadConfig({ PORT: '4000', PUBLIC_URL: 'http://localhost:4000' }).allowedOrigins).toEqual(['http://localhost:4000']);
    expect(loadConfig({ ALLOWED_ORIGINS: 'https://a.example' }).allowedOrigins).toEqual(['https://a.example']);
  });

  it('parses ALLOWED_ORIGINS and PORT-derived PUBLIC_URL', () => {
    const config = loadConfig({ PORT: '4000', ALLOWED_ORIGINS: 'https://a.example/, http://b.example:8080' });
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(config.allowedOrigins).toEqual(['https://a.example', 'http://b.example:8080']);
    expect(problemsFor({ ALLOWED_ORIGINS: 'not a url' })[0]).toMatch(/^ALLOWED_ORIGINS:/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('reads mail settings and scales rate limits', () => {
    const defaults = loadConfig({});
    expect(defaults.smtpUrl).toBeUndefined();
    expect(defaults.mailFrom).toBe('Reentry Financial Literacy <no-reply@localhost>');
    expect(defaults.rateLimits.loginPerAccount).toEqual({ max: 10, windowSeconds: 900 });
    const custom = loadConfig({ SMTP_URL: 'smtp://mail.example:587', MAIL_FROM: 'Team <team@example.org>', RATE_LIMIT_FACTOR: '10' });
    expect(custom).toMatchObject({ smtpUrl: 'smtp://mail.example:587', mailFrom: 'Team <team@example.org>' });
    expect(custom.rateLimits.loginPerAccount.max).toBe(100);
    expect(problemsFor({ SMTP_URL: 'http://x', RATE_LIMIT_FACTOR: '0' }).join('\n')).toMatch(/SMTP_URL[\s\S]*RATE_LIMIT_FACTOR/);
  });

  it('reads any number of remotes from REMOTE_<ID>_URL, and the refresh and cache settings', () => {
    const config = loadConfig({
      REMOTE_FORMS_URL: 'https://cdn.example.org/forms/1.4.0/mf-manifest.json',
      REMOTE_STORIES_URL: '/remotes/stories/mf-manifest.json',
      REMOTES_REFRESH_SECONDS: '5',
      PAGE_CACHE_SECONDS: '0',
    });
    expect(config.remoteUrls).toEqual({
      forms: 'https://cdn.example.org/forms/1.4.0/mf-manifest.json',
      stories: '/remotes/stories/mf-manifest.json',
    });
    expect(config).toMatchObject({ remotesRefreshSeconds: 5, pageCacheSeconds: 0 });
    expect(problemsFor({ REMOTES_REFRESH_SECONDS: '0' })[0]).toMatch(/^REMOTES_REFRESH_SECONDS: expected a whole number/);
    // A longer page cache would hide a publish past the minute the content studio promises.
    expect(problemsFor({ PAGE_CACHE_SECONDS: '16' })[0]).toMatch(/^PAGE_CACHE_SECONDS: expected a whole number/);
    expect(problemsFor({ REMOTE_X_URL: 'ftp://x/m.json' })[0]).toMatch(/^REMOTE_X_URL: expected an http\(s\) URL or a path/);
    expect(problemsFor({ REMOTE_X_URL: '//evil.example/m.json' })[0]).toMatch(/^REMOTE_X_URL: expected an http\(s\) URL or a path/);
  });

  it('keeps released remote versions in <web root>/.releases unless RELEASES_DIR says otherwise', () => {
    expect(loadConfig({}).releasesDir).toBe(path.join(repoRoot, '.releases'));
    expect(loadConfig({ WEB_ROOT: '/srv/site' }).releasesDir).toBe('/srv/site/.releases');
    expect(loadConfig({ RELEASES_DIR: '/srv/releases' }).releasesDir).toBe('/srv/releases');
  });
});

describe('site and donation settings', () => {
  const address = '0x' + 'ab12'.repeat(10);

  it('leaves everything unpublished by default, never a made-up value', () => {
    const { site, donations } = loadConfig({});
    expect(site).toEqual({ token: { network: null, contractAddress: null, buyUrl: null }, social: [], timeZone: 'America/New_York' });
    expect(donations).toEqual({ minAmountCents: 100, maxAmountCents: 1_000_000, stripe: undefined, org: {} });
  });

  it('reads the token, social links, time zone and donation maximum', () => {
    const { site, donations } = loadConfig({
      TOKEN_NETWORK: 'Solana',
      TOKEN_CONTRACT_ADDRESS: address,
      TOKEN_BUY_URL: 'https://exchange.example/buy',
      SOCIAL_X_URL: 'https://x.com/example',
      SOCIAL_FACEBOOK_URL: 'https://facebook.com/example',
      SITE_TIME_ZONE: 'America/Chicago',
      DONATION_MAX_DOLLARS: '2500',
    });
    expect(site.token).toEqual({ network: 'Solana', contractAddress: address, buyUrl: 'https://exchange.example/buy' });
    expect(site.social).toEqual([
      { network: 'facebook', url: 'https://facebook.com/example' },
      { network: 'x', url: 'https://x.com/example' },
    ]);
    expect(site.timeZone).toBe('America/Chicago');
    expect(donations.maxAmountCents).toBe(250_000);
  });

  it('stops on malformed values, listing each one', () => {
    const problems = problemsFor({
      TOKEN_CONTRACT_ADDRESS: '0x123',
      TOKEN_BUY_URL: 'http://exchange.example',
      SOCIAL_YOUTUBE_URL: 'javascript:alert(1)',
      SITE_TIME_ZONE: 'Mars/Olympus',
      DONATION_MAX_DOLLARS: '10.5',
      STRIPE_SECRET_KEY: 'pk_test_abc',
      ORG_TAX_ID: '123456789',
      STRIPE_API_URL: 'ftp://stripe.example',
    });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual(
      ['DONATION_MAX_DOLLARS', 'ORG_TAX_ID', 'SITE_TIME_ZONE', 'SOCIAL_YOUTUBE_URL', 'STRIPE_API_URL', 'STRIPE_SECRET_KEY', 'TOKEN_BUY_URL', 'TOKEN_CONTRACT_ADDRESS'],
    );
    expect(problems.join('\n')).toMatch(/SITE_TIME_ZONE: expected an IANA time zone such as America\/New_York \(got "Mars\/Olympus"\)/);
  });

  it('needs both Stripe keys, from the same mode', () => {
    expect(problemsFor({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toEqual(['STRIPE_PUBLISHABLE_KEY: required when STRIPE_SECRET_KEY is set']);
    expect(problemsFor({ STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })).toEqual(['STRIPE_SECRET_KEY: required when STRIPE_PUBLISHABLE_KEY is set']);
    expect(problemsFor({ STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })[0]).toMatch(/mixed/);
  });

  it('reads Stripe settings, pointing the SDK at STRIPE_API_URL, and warns about what receipts and webhooks lack', () => {
    const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc', STRIPE_API_URL: 'http://127.0.0.1:4510' });
    expect(config.donations.stripe).toEqual({
      secretKey: 'sk_test_abc',
      publishableKey: 'pk_test_abc',
      webhookSecret: undefined,
      api: { host: '127.0.0.1', port: 4510, protocol: 'http' },
    });
    expect(config.warnings.join('\n')).toMatch(/STRIPE_WEBHOOK_SECRET[\s\S]*ORG_LEGAL_NAME/);
    const real = loadConfig({
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      ORG_LEGAL_NAME: 'Reentry Financial Literacy, Inc.',
      ORG_TAX_ID: '12-3456789',
      ORG_ADDRESS: '1 Main St, Springfield, IL 62701',
    });
    expect(real.donations.stripe?.api).toEqual({ host: 'api.stripe.com', port: 443, protocol: 'https' });
    expect(real.donations.org).toEqual({ legalName: 'Reentry Financial Literacy, Inc.', taxId: '12-3456789', address: '1 Main St, Springfield, IL 62701' });
    expect(real.warnings.join('\n')).not.toMatch(/STRIPE|ORG_/);
  });
});
