import { ConfigError, loadConfig } from './config.js';

const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
  TRUST_PROXY: '1',
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
};

function problemsFor(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error('expected a ConfigError');
}

describe('deployment settings', () => {
  it('migrates at start outside production only, unless MIGRATE_ON_START says otherwise', () => {
    expect(loadConfig({}).migrateOnStart).toBe(true);
    expect(loadConfig(production).migrateOnStart).toBe(false);
    expect(loadConfig({ ...production, MIGRATE_ON_START: 'true' }).migrateOnStart).toBe(true);
    expect(loadConfig({ MIGRATE_ON_START: '0' }).migrateOnStart).toBe(false);
    expect(problemsFor({ MIGRATE_ON_START: 'yes' })).toEqual(['MIGRATE_ON_START: expected true or false (got "yes")']);
  });

  it('has drain, pool and metrics defaults, and checks their ranges', () => {
    expect(loadConfig({})).toMatchObject({ dbPoolMax: 10, shutdownDelaySeconds: 0, shutdownTimeoutSeconds: 10, metricsPort: undefined, metricsToken: undefined });
    expect(problemsFor({ DB_POOL_MAX: '0', SHUTDOWN_DELAY_SECONDS: '-1', METRICS_PORT: 'x' })).toEqual([
      'DB_POOL_MAX: expected a whole number from 1 to 100 (got "0")',
      'SHUTDOWN_DELAY_SECONDS: expected a whole number from 0 to 120 (got "-1")',
      'METRICS_PORT: expected a whole number from 1 to 65535 (got "x")',
    ]);
    expect(problemsFor({ PORT: '4600', METRICS_PORT: '4600' })).toEqual(['METRICS_PORT: must differ from PORT']);
  });

  it('refuses a short metrics token without printing it', () => {
    const problems = problemsFor({ METRICS_TOKEN: 'short-secret' });
    expect(problems).toEqual(['METRICS_TOKEN: expected 32 to 200 letters, digits or . _ ~ + / = - (openssl rand -hex 32)']);
    expect(problems.join()).not.toContain('short-secret');
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(64) }).metricsToken).toBe('a'.repeat(64));
  });
});
