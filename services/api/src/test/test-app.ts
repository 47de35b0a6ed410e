import type { Knex } from 'knex';
import { createApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Lifecycle } from '../lifecycle.js';
import { createLogger } from '../logger.js';

export const TEST_ORIGIN = 'http://localhost:3000';

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-secret-that-is-at-least-32-characters',
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    ...overrides,
  });
}

export function testApp(knex: Knex, options: { config?: Config; lifecycle?: Lifecycle } = {}) {
  const config = options.config ?? testConfig();
  return createApp({ config, knex, logger: createLogger(config.logLevel), lifecycle: options.lifecycle });
}
