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
    expect(config.remoteUrls).toEqual({});
    expect(config.remotesRefreshSeconds).toBe(30);
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

  it('requires SESSION_SECRET in production', () => {
    expect(problemsFor({ NODE_ENV: 'production' })).toEqual(['SESSION_SECRET: required when NODE_ENV=production']);
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
    expect(problemsFor({ REMOTE_X_URL: 'ftp://x/m.json' })[0]).toMatch(/^REMOTE_X_URL: expected an http\(s\) URL or a path/);
    expect(problemsFor({ REMOTE_X_URL: '//evil.example/m.json' })[0]).toMatch(/^REMOTE_X_URL: expected an http\(s\) URL or a path/);
  });
});
