import path from 'node:path';
import { ConfigError, loadConfig, repoRoot } from './config.js';

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
    expect(config.remotes.admin).toBe('/remotes/admin/mf-manifest.json');
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

  it('requires SESSION_SECRET and an explicit TRUST_PROXY in production, saying why', () => {
    const problems = problemsFor({ NODE_ENV: 'production' });
    expect(problems[0]).toBe('SESSION_SECRET: required when NODE_ENV=production');
    expect(problems[1]).toMatch(/^TRUST_PROXY: required when NODE_ENV=production\. Set it to the number of proxies .* or 0 when clients connect directly/);
    // 0 is a valid answer; with both set, production starts, and requires two-step sign-in for admins by default.
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), TRUST_PROXY: '0' });
    expect(config).toMatchObject({ trustProxy: 0, requireAdminTwoFactor: true });
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), TRUST_PROXY: '2', REQUIRE_ADMIN_2FA: 'false' })).toMatchObject({
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
});
