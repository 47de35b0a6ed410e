import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { remoteIds, type RemotesManifest } from '@reentry/contracts/remotes';
import { scaledRateLimits, type RateLimitRules } from './modules/rate-limit/rate-limit.rules.js';

/** The repository root: this file lives in services/api/{src,dist}/. */
export const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

const DEFAULT_MAIL_FROM = 'Reentry Financial Literacy <no-reply@localhost>';
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'expected a whole number from 0 to 65535' })
    .int({ error: 'expected a whole number from 0 to 65535' })
    .min(0, { error: 'expected a whole number from 0 to 65535' })
    .max(65535, { error: 'expected a whole number from 0 to 65535' })
    .default(3000),
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
  WEB_ROOT: z.string().optional(),
  SERVE_WEB: booleanFlag.default(true),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'expected an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3, { error: 'expected a sender like Name <address@example.org>' }).default(DEFAULT_MAIL_FROM),
  DEMO_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  TRUST_PROXY: z.coerce
    .number({ error: 'expected the number of proxies in front of the API (0 to 10)' })
    .int({ error: 'expected the number of proxies in front of the API (0 to 10)' })
    .min(0, { error: 'expected the number of proxies in front of the API (0 to 10)' })
    .max(10, { error: 'expected the number of proxies in front of the API (0 to 10)' })
    .optional(),
  REQUIRE_ADMIN_2FA: booleanFlag.optional(),
  PASSWORD_HASH_CONCURRENCY: z.coerce
    .number({ error: 'expected a whole number from 1 to 16' })
    .int({ error: 'expected a whole number from 1 to 16' })
    .min(1, { error: 'expected a whole number from 1 to 16' })
    .max(16, { error: 'expected a whole number from 1 to 16' })
    .optional(),
  RATE_LIMIT_FACTOR: z.coerce
    .number({ error: 'expected a positive number' })
    .positive({ error: 'expected a positive number' })
    .default(1),
  ...Object.fromEntries(remoteIds.map((id) => [remoteEnvName(id), z.string().optional()])),
});

export interface Config {
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
  webRoot: string;
  serveWeb: boolean;
  remotes: RemotesManifest;
  /** Absent: mail is written to <dataDir>/outbox instead of being sent. */
  smtpUrl?: string;
  mailFrom: string;
  rateLimits: RateLimitRules;
  /** Problems worth a warning at start, not worth stopping for. */
  warnings: string[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function remoteEnvName(id: string): string {
  return `REMOTE_${id.toUpperCase()}_URL`;
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
  if (problems.length > 0) throw new ConfigError(problems);
  if (!vars.SMTP_URL && vars.NODE_ENV === 'production') {
    warnings.push('SMTP_URL is not set: password reset emails are written to DATA_DIR/outbox, not sent.');
  }

  const remoteVars = vars as unknown as Record<string, string | undefined>;
  const remotes = Object.fromEntries(
    remoteIds.map((id) => [id, remoteVars[remoteEnvName(id)] ?? `/remotes/${id}/mf-manifest.json`]),
  ) as RemotesManifest;

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
    webRoot: path.resolve(vars.WEB_ROOT ?? repoRoot),
    serveWeb: vars.SERVE_WEB,
    remotes,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    rateLimits: scaledRateLimits(vars.RATE_LIMIT_FACTOR),
    warnings,
  };
}
