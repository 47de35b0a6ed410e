import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { booleanFlag, wholeNumber } from './config-rules.js';
import { readWebSettings, webEnv, type WebSettings } from './config-web.js';
import { readSiteAndDonations, siteAndDonationsEnv, type DonationSettings, type SiteConfigSettings } from './config-site-donations.js';
import { EMAIL_PATTERN } from '@reentry/contracts/auth-rules';
import { parseDataKeys, type DataKey } from './modules/encryption/field-encryption.js';
import { scaledRateLimits, type RateLimitRules } from './modules/rate-limit/rate-limit.rules.js';
import { repoRoot } from './repo-root.js';

const DEFAULT_MAIL_FROM = 'Reentry Financial Literacy <no-reply@localhost>';
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const PROXIES = 'expected the number of proxies in front of the API (0 to 10)';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: wholeNumber(0, 65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// URL' }).optional(),
  DB_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, { error: 'expected a lower-case SQL identifier' })
    .optional(),
  DATA_DIR: z.string().optional(),
  SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).optional(),
  ALLOWED_ORIGINS: z.string().optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'expected an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3, { error: 'expected a sender like Name <address@example.org>' }).default(DEFAULT_MAIL_FROM),
  DEMO_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  STAFF_EMAIL: z.string().optional(),
  // Checked below, not here: a zod problem would print the value, and this one is a secret.
  DATA_ENCRYPTION_KEY: z.string().optional(),
  TRUST_PROXY: wholeNumber(0, 10, PROXIES).optional(),
  REQUIRE_ADMIN_2FA: booleanFlag.optional(),
  PASSWORD_HASH_CONCURRENCY: wholeNumber(1, 16).optional(),
  RATE_LIMIT_FACTOR: z.coerce
    .number({ error: 'expected a positive number' })
    .positive({ error: 'expected a positive number' })
    .default(1),
  MIGRATE_ON_START: booleanFlag.optional(),
  DB_POOL_MAX: wholeNumber(1, 100).default(10),
  SHUTDOWN_DELAY_SECONDS: wholeNumber(0, 120).default(0),
  SHUTDOWN_TIMEOUT_SECONDS: wholeNumber(1, 600).default(10),
  METRICS_PORT: wholeNumber(1, 65535).optional(),
  // Checked below, not here: a zod problem would print the value, and this one is a secret.
  METRICS_TOKEN: z.string().optional(),
  ...webEnv,
  ...siteAndDonationsEnv,
});

export interface Config extends WebSettings {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absent: the embedded database under dataDir is used. */
  databaseUrl?: string;
  /** Optional schema to work in (tests and side-by-side deployments). */
  dbSchema?: string;
  dataDir: string;
  /**
   * Signs session cookies and derives the key that encrypts two-step sign-in secrets. Unset outside
   * production: server.ts then generates one once into <dataDir>/session-secret (see session-secret.ts).
   */
  sessionSecret?: string;
  publicUrl: string;
  /** PUBLIC_URL is https: cookies are Secure and named with the __Host- prefix. */
  secureCookies: boolean;
  /** How many proxies in front of the API add X-Forwarded-For / -Proto; 0 = trust no forwarding header. */
  trustProxy: number;
  /** Admins must use two-step sign-in before admin endpoints answer (default: on in production). */
  requireAdminTwoFactor: boolean;
  /** At most this many password hashes run at once (the rest wait in a short queue). */
  passwordHashConcurrency: number;
  /** Origins allowed to send state-changing requests (CSRF check). */
  allowedOrigins: string[];
  logLevel: (typeof logLevels)[number];
  /** Embedded database only: one known password for the seeded demo accounts (else random ones). */
  demoPassword?: string;
  /** Absent: mail is written to <dataDir>/outbox instead of being sent. */
  smtpUrl?: string;
  mailFrom: string;
  /** Who is told about new requests; empty: nobody (said once at start). */
  staffEmails: string[];
  /** From DATA_ENCRYPTION_KEY, first key encrypts; absent: a key file in dataDir (development, embedded database). */
  dataEncryptionKeys?: DataKey[];
  rateLimits: RateLimitRules;
  /** Public site configuration (GET /api/site-config): token, social links, time zone. */
  site: SiteConfigSettings;
  /** Amount limits, Stripe (absent: donations not set up) and the organisation's details for receipts. */
  donations: DonationSettings;
  /** Run the migrations (under an advisory lock) before listening; off in production, where a Job runs them once. */
  migrateOnStart: boolean;
  /** Connections each process opens to PostgreSQL at most (the embedded database always uses 1). */
  dbPoolMax: number;
  /** On SIGTERM: seconds to keep serving while not ready, so load balancers stop sending first. */
  shutdownDelaySeconds: number;
  /** After the delay: the longest wait for requests in flight (and the mail being sent) before exiting anyway. */
  shutdownTimeoutSeconds: number;
  /** Serve /metrics on this port only (no token), apart from the public port. */
  metricsPort?: number;
  /** Serve /metrics on the public port to `Authorization: Bearer <token>` only. */
  metricsToken?: string;
  /** Problems worth a warning at start, not worth stopping for. */
  warnings: string[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; throws ConfigError listing every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const value = env[name];
        return `${name}: ${issue.message}${value === undefined ? '' : ` (got ${JSON.stringify(value)})`}`;
      }),
    );
  }
  const vars = parsed.data;
  const problems: string[] = [];
  const warnings: string[] = [];

  const production = vars.NODE_ENV === 'production';
  if (!vars.SESSION_SECRET && production) problems.push('SESSION_SECRET: required when NODE_ENV=production');
  if (vars.TRUST_PROXY === undefined && production) {
    problems.push(
      'TRUST_PROXY: required when NODE_ENV=production. Set it to the number of proxies (load balancers) in front of the API ' +
        'that add X-Forwarded-For, or 0 when clients connect directly; otherwise rate limits could trust a client-chosen address.',
    );
  }
  const trustProxy = vars.TRUST_PROXY ?? 0;

  const publicUrl = vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`;
  const secureCookies = new URL(publicUrl).protocol === 'https:';
  if (secureCookies && trustProxy === 0) {
    warnings.push('PUBLIC_URL is https but TRUST_PROXY is 0: the API sees the TLS proxy, not the client, as the address of every request.');
  }
  // A newcomer may open http://127.0.0.1:3000 instead of localhost: without a configured address, every
  // loopback name of this server is its own origin. With PUBLIC_URL or ALLOWED_ORIGINS set, only those count.
  const defaultOrigins = vars.PUBLIC_URL
    ? [publicUrl]
    : ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${vars.PORT}`);
  const allowedOrigins: string[] = [];
  for (const entry of (vars.ALLOWED_ORIGINS?.split(',') ?? defaultOrigins).map((item) => item.trim())) {
    if (!entry) continue;
    try {
      allowedOrigins.push(new URL(entry).origin);
    } catch {
      problems.push(`ALLOWED_ORIGINS: ${JSON.stringify(entry)} is not an origin like https://example.org`);
    }
  }
  const web = readWebSettings(vars, present, repoRoot, problems);
  const { site, donations } = readSiteAndDonations(vars, problems, warnings);
  const staffEmails = (vars.STAFF_EMAIL ?? '').split(',').map((item) => item.trim()).filter(Boolean);
  for (const address of staffEmails) {
    if (!EMAIL_PATTERN.test(address)) problems.push(`STAFF_EMAIL: ${JSON.stringify(address)} is not an email address`);
  }
  if (staffEmails.length === 0) warnings.push('STAFF_EMAIL is not set: staff will not be notified of new requests.');

  let dataEncryptionKeys: DataKey[] | undefined;
  if (vars.DATA_ENCRYPTION_KEY) {
    try {
      dataEncryptionKeys = parseDataKeys(vars.DATA_ENCRYPTION_KEY);
    } catch (err) {
      problems.push(`DATA_ENCRYPTION_KEY: ${(err as Error).message}`);
    }
  } else if (vars.NODE_ENV === 'production') {
    problems.push('DATA_ENCRYPTION_KEY: required when NODE_ENV=production (openssl rand -base64 32)');
  } else if (vars.DATABASE_URL) {
    warnings.push('DATA_ENCRYPTION_KEY is not set: using a key generated in DATA_DIR; other machines sharing this database cannot read what it encrypts.');
  }
  if (vars.METRICS_TOKEN !== undefined && !/^[A-Za-z0-9._~+/=-]{32,200}$/.test(vars.METRICS_TOKEN)) {
    problems.push('METRICS_TOKEN: expected 32 to 200 letters, digits or . _ ~ + / = - (openssl rand -hex 32)');
  }
  if (vars.METRICS_PORT !== undefined && vars.METRICS_PORT === vars.PORT) problems.push('METRICS_PORT: must differ from PORT');
  if (problems.length > 0) throw new ConfigError(problems);
  if (!vars.SMTP_URL && vars.NODE_ENV === 'production') {
    warnings.push('SMTP_URL is not set: emails are written to DATA_DIR/outbox, not sent.');
  }

  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    dbSchema: vars.DB_SCHEMA,
    dataDir: path.resolve(vars.DATA_DIR ?? path.join(repoRoot, '.data')),
    sessionSecret: vars.SESSION_SECRET,
    publicUrl,
    secureCookies,
    trustProxy,
    requireAdminTwoFactor: vars.REQUIRE_ADMIN_2FA ?? production,
    passwordHashConcurrency: vars.PASSWORD_HASH_CONCURRENCY ?? Math.max(1, Math.min(4, os.availableParallelism() - 1)),
    allowedOrigins,
    logLevel: vars.LOG_LEVEL,
    demoPassword: vars.DEMO_PASSWORD,
    ...web,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    staffEmails,
    dataEncryptionKeys,
    rateLimits: scaledRateLimits(vars.RATE_LIMIT_FACTOR),
    site,
    donations,
    migrateOnStart: vars.MIGRATE_ON_START ?? !production,
    dbPoolMax: vars.DB_POOL_MAX,
    shutdownDelaySeconds: vars.SHUTDOWN_DELAY_SECONDS,
    shutdownTimeoutSeconds: vars.SHUTDOWN_TIMEOUT_SECONDS,
    metricsPort: vars.METRICS_PORT,
    metricsToken: vars.METRICS_TOKEN,
    warnings,
  };
}
