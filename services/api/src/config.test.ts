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
      allowedOrigins: ['http://localhost:3000'],
      webRoot: repoRoot,
      serveWeb: true,
    });
    expect(config.remotes.admin).toBe('/remotes/admin/mf-manifest.json');
    expect(config.warnings.join()).toMatch(/SESSION_SECRET/);
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

  it('requires SESSION_SECRET and DATA_ENCRYPTION_KEY in production', () => {
    expect(problemsFor({ NODE_ENV: 'production' })).toEqual([
      'SESSION_SECRET: required when NODE_ENV=production',
      'DATA_ENCRYPTION_KEY: required when NODE_ENV=production (openssl rand -base64 32)',
    ]);
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
