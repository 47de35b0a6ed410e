import type { Server } from 'node:http';
import { createApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/open.js';
import { prepareDatabase } from './db/prepare.js';
import { schemaStatus } from './db/schema-status.js';
import { createLifecycle } from './lifecycle.js';
import { createLogger } from './logger.js';
import { deleteOldIdempotencyKeys } from './modules/idempotency/idempotency.service.js';
import { createMailer } from './modules/mail/mailer.js';
import { createMetrics } from './modules/metrics/metrics.js';
import { startMetricsServer } from './modules/metrics/metrics.routes.js';
import { deleteOldSentMail } from './modules/mail/outbox.service.js';
import { sendWellBeingFollowUps } from './modules/well-being/well-being-follow-up.js';
import { IMPACT_REFRESH_MS, refreshImpactDays } from './modules/impact/impact-days.js';
import { sendDueStatements } from './modules/donations/giving-statements.service.js';
import { createOutboxWorker, mailDomain } from './modules/mail/outbox.worker.js';
import { organisationDefaults } from './modules/organisation/organisation-defaults.js';
import { createOrganisationStore } from './modules/organisation/organisation.service.js';
import { configurePasswordHashing } from './modules/auth/password.js';
import { warmPasswordChecker } from './modules/auth/password-strength.js';
import { deleteStaleRateLimits } from './modules/rate-limit/rate-limit.service.js';
import { deleteExpiredSessions } from './modules/sessions/session-store.js';
import { loadOrCreateSessionSecret, sessionSecretFile } from './session-secret.js';

const CLEANUP_MS = 60 * 60 * 1000;
/** How long an idle keep-alive connection stays open: longer than the 60 s of the proxies and clients reusing it. */
const KEEP_ALIVE_MS = 65_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
}

/** MIGRATE_ON_START=false: the migrate command (a Job) owns the schema; say at once what /readyz will say. */
function logSchemaStatus(status: Awaited<ReturnType<typeof schemaStatus>> | undefined, logger: ReturnType<typeof createLogger>): void {
  if (!status) logger.warn('the schema could not be read; /readyz answers 503 until the database answers');
  else if (status.state === 'current') logger.info('schema matches this release');
  else if (status.state === 'behind') logger.warn({ missing: status.missing }, 'schema is older than this release: run the migrate command; /readyz answers 503 until then');
  else if (status.compatible) logger.info({ unknown: status.unknown }, 'schema is newer than this release but compatible with it');
  else logger.error({ unknown: status.unknown }, 'schema is newer than this release and incompatible with it; /readyz answers 503');
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  for (const warning of config.warnings) logger.warn(warning);
  if (!config.sessionSecret) {
    // Outside production only (config refuses production without one): never a secret from the repository.
    const { secret, created } = loadOrCreateSessionSecret(config.dataDir);
    config.sessionSecret = secret;
    logger.warn({ file: sessionSecretFile(config.dataDir), created }, 'SESSION_SECRET is not set: using the random secret kept in DATA_DIR');
  }
  configurePasswordHashing({ concurrency: config.passwordHashConcurrency });
  // Load the common-password lists now, not on the first sign-up's request.
  void warmPasswordChecker().catch((err: unknown) => logger.error({ err }, 'password checker failed to load'));

  // Set once shutdown exists below; a database child that keeps dying ends the process for its supervisor.
  let onEmbeddedFatal = (err: Error): void => void process.stderr.write(`${err.message}\n`);
  const { knex, embedded } = await openDatabase(config, logger, (err) => onEmbeddedFatal(err));
  const lifecycle = createLifecycle();
  const mailer = createMailer(config, logger);
  const outbox = createOutboxWorker(knex, mailer, logger, { messageIdDomain: mailDomain(config.mailFrom) });
  const metrics = createMetrics(knex, { processMetrics: true });
  let server: Server | undefined;
  let metricsServer: Server | undefined;

  const shutdown = async (reason: string, exitCode = 0): Promise<void> => {
    if (lifecycle.shuttingDown) return;
    lifecycle.shuttingDown = true;
    const delayMs = server?.listening ? config.shutdownDelaySeconds * 1000 : 0;
    setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, delayMs + config.shutdownTimeoutSeconds * 1000).unref();
    try {
      if (delayMs > 0) {
        // /readyz answers 503 from now on; load balancers that poll it (or are told, like Kubernetes
        // endpoints) stop sending new requests during the delay, and what still comes is served.
        logger.info({ reason, delayMs }, 'shutting down: not ready, still serving during the delay');
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
      // close() stops accepting at once (before the line below is written) and resolves when the
      // requests in flight have been answered.
      const closed = server ? new Promise<void>((resolve) => server!.close(() => resolve())) : Promise.resolve();
      logger.info({ reason }, 'shutting down: draining in-flight requests');
      await closed;
      metricsServer?.close();
      // The mail being sent finishes; claimed mail not yet sent goes back to the queue for the next start.
      await outbox.stop();
      await knex.destroy();
      await embedded?.stop();
      logger.info('stopped');
      process.exit(exitCode);
    } catch (err) {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  onEmbeddedFatal = (err) => {
    logger.fatal({ err }, 'the embedded database keeps stopping; exiting so the supervisor restarts the server');
    void shutdown('embedded-database-failed', 1);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  try {
    if (config.migrateOnStart) await prepareDatabase(knex, config, logger, embedded !== undefined);
    else logSchemaStatus(await schemaStatus(knex).catch(() => undefined), logger);
  } catch (err) {
    await embedded?.stop();
    throw err;
  }

  const statements = {
    knex,
    logger,
    organisation: createOrganisationStore({ knex, defaults: organisationDefaults(config) }),
    timeZone: config.site.timeZone,
    publicUrl: config.publicUrl,
  };
  // Expired sessions and old rate-limit windows are already ignored; this only keeps the tables small.
  setInterval(() => {
    deleteExpiredSessions(knex).catch((err: unknown) => logger.warn({ err }, 'session cleanup failed'));
    deleteStaleRateLimits(knex).catch((err: unknown) => logger.warn({ err }, 'rate limit cleanup failed'));
    deleteOldIdempotencyKeys(knex).catch((err: unknown) => logger.warn({ err }, 'idempotency key cleanup failed'));
    deleteOldSentMail(knex).catch((err: unknown) => logger.warn({ err }, 'sent mail cleanup failed'));
    // In January, last year's giving statements: each (year, donor) once, whichever replica gets there first.
    sendDueStatements(statements).catch((err: unknown) => logger.warn({ err }, 'giving statements failed'));
    // The 90-day well-being questions (issue 40): each learner mailed once, whichever replica gets there first.
    sendWellBeingFollowUps(knex, config.publicUrl).catch((err: unknown) => logger.warn({ err }, 'well-being mail failed'));
  }, CLEANUP_MS).unref();

  // The public impact figures read day sums (issue 40): rebuilt at start and every few minutes, by one replica at a time.
  const refreshImpact = () => refreshImpactDays(knex, config.site.timeZone).catch((err: unknown) => logger.warn({ err }, 'impact figures refresh failed'));
  void refreshImpact();
  setInterval(refreshImpact, IMPACT_REFRESH_MS).unref();

  const app = createApp({ config, knex, logger, lifecycle, mailer, metrics });
  if (config.metricsPort) metricsServer = startMetricsServer(metrics, config.metricsPort, config.host);
  // Mail queued in the database (including before a crash or restart) goes out from here, on every replica.
  outbox.start();
  server = app.listen(config.port, config.host);
  // Slow or stalled clients must not hold sockets forever.
  server.headersTimeout = 20_000;
  server.requestTimeout = 30_000;
  // An idle keep-alive connection stays open longer than the clients and proxies that reuse it keep theirs
  // (nginx's upstream keepalive_timeout and most load balancers: 60 s). With Node's 5 s, a request sent on a
  // reused connection just as the server closed it was lost as ECONNRESET (a browser test's API call, after
  // 5 s of page checks under load). Shutdown is not held up: close() also ends idle connections.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.once('listening', () => {
    const address = server!.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    logger.info({ port, url: `http://${host}:${port}`, publicUrl: config.publicUrl, trustProxy: config.trustProxy }, 'listening');
  });
  server.once('error', (err) => {
    logger.fatal({ err }, 'could not listen');
    void shutdown('listen-error', 1);
  });
}

main().catch((err: unknown) => {
  process.stderr.write(`The API could not start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
