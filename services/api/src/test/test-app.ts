import type { Knex } from 'knex';
import { createApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Lifecycle } from '../lifecycle.js';
import { createLogger } from '../logger.js';
import type { Mailer } from '../modules/mail/mailer.js';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_DATA_KEY = `test:${Buffer.alloc(32, 42).toString('base64')}`;

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-secret-that-is-at-least-32-characters',
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    // Test files log in and register many times from one address; rate-limit tests lower this.
    RATE_LIMIT_FACTOR: '100',
    // A fixed key, so tests never write a key file; encryption tests check the ciphertext with it.
    DATA_ENCRYPTION_KEY: TEST_DATA_KEY,
    ...overrides,
  });
}

export function testApp(knex: Knex, options: { config?: Config; lifecycle?: Lifecycle; mailer?: Mailer } = {}) {
  const config = options.config ?? testConfig();
  return createApp({ config, knex, logger: createLogger(config.logLevel), lifecycle: options.lifecycle, mailer: options.mailer });
}
