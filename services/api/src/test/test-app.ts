import { Writable } from 'node:stream';
import type { Knex } from 'knex';
import { createApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Lifecycle } from '../lifecycle.js';
import { createLogger, type Logger } from '../logger.js';
import type { Mailer } from '../modules/mail/mailer.js';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_DATA_KEY = `test:${Buffer.alloc(32, 42).toString('base64')}`;

export function testConfig(overrides: Record<string, string> = {}): Config & { sessionSecret: string } {
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
  }) as Config & { sessionSecret: string };
}

export function testApp(knex: Knex, options: { config?: Config; lifecycle?: Lifecycle; mailer?: Mailer; logger?: Logger; publishedTtlMs?: number } = {}) {
  const config = options.config ?? testConfig();
  const logger = options.logger ?? createLogger(config.logLevel);
  return createApp({ config, knex, logger, lifecycle: options.lifecycle, mailer: options.mailer, publishedTtlMs: options.publishedTtlMs });
}

/** A logger at `level` whose JSON lines are kept in `lines` (parsed) and `text` (raw), for log assertions. */
export function capturingLogger(level = 'trace'): { logger: Logger; lines: () => Record<string, unknown>[]; text: () => string } {
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(chunk.toString());
      done();
    },
  });
  const logger = createLogger(level, stream);
  return {
    logger,
    lines: () => raw.join('').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>),
    text: () => raw.join(''),
  };
}
