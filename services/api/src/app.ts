import Koa from 'koa';
import type { Knex } from 'knex';
import type { Config } from './config.js';
import { createLifecycle, type Lifecycle } from './lifecycle.js';
import type { Logger } from './logger.js';
import { apiNotFound } from './middleware/api-not-found.js';
import { methodGuard, mountApi } from './middleware/api-gate.js';
import { compression } from './middleware/compression.js';
import { csrfGuard } from './middleware/csrf-guard.js';
import { errorHandler } from './middleware/error-handler.js';
import { jsonBodyParser, requireJsonBody } from './middleware/json-body.js';
import { requestLogger } from './middleware/request-logger.js';
import { securityHeaders } from './middleware/security-headers.js';
import { readShellTemplate } from './modules/web/shell-template.js';
import { sessionMiddleware } from './middleware/session.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { contentAdminRoutes, contentPublicRoutes } from './modules/content/content.routes.js';
import { createPublishedContent } from './modules/content/published-cache.js';
import { assistanceRequestsRoutes } from './modules/assistance-requests/assistance-requests.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { deviceCookies } from './modules/auth/device-cookie.js';
import { certificatesAdminRoutes, certificatesRoutes } from './modules/certificates/certificates.routes.js';
import { claimRoutes, countClaimAttempts } from './modules/claim/claim.routes.js';
import { contactMessagesRoutes } from './modules/contact-messages/contact-messages.routes.js';
import { loadKeyring } from './modules/encryption/data-key-file.js';
import type { Keyring } from './modules/encryption/field-encryption.js';
import { facilityRequestsRoutes } from './modules/facility-requests/facility-requests.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { instructorRoutes } from './modules/instructor/instructor.routes.js';
import { kioskAdminRoutes, kioskRoutes } from './modules/kiosk/kiosk.routes.js';
import { kioskTokens } from './modules/kiosk/kiosk-token.js';
import { createMetrics, type AppMetrics } from './modules/metrics/metrics.js';
import { metricsRoutes } from './modules/metrics/metrics.routes.js';
import { donationsRoutes } from './modules/donations/donations.routes.js';
import { manageGivingRoutes } from './modules/donations/manage-giving.routes.js';
import { givingAdminRoutes } from './modules/donations/giving-admin.routes.js';
import { createStripeGateway, type PaymentGateway } from './modules/donations/stripe-gateway.js';
import { createMailer, type Mailer } from './modules/mail/mailer.js';
import { organisationDefaults } from './modules/organisation/organisation-defaults.js';
import { createOrganisationStore } from './modules/organisation/organisation.service.js';
import { createIdempotentRunner } from './modules/idempotency/with-idempotency.js';
import { createRateLimiter } from './modules/rate-limit/rate-limit.service.js';
import { practiceRoutes } from './modules/practice/practice.routes.js';
import { moneyPlanRoutes } from './modules/money-plan/money-plan.routes.js';
import { myLearningRoutes } from './modules/progress/my-learning.routes.js';
import { progressRoutes } from './modules/progress/progress.routes.js';
import { preCheckRoutes } from './modules/pre-check/pre-check.routes.js';
import { impactRoutes } from './modules/impact/impact.routes.js';
import { wellBeingRoutes } from './modules/well-being/well-being.routes.js';
import { myClassRoutes } from './modules/users/my-class.routes.js';
import { sessionsRoutes } from './modules/sessions/sessions.routes.js';
import { siteConfigRoutes } from './modules/site-config/site-config.routes.js';
import { successStoriesRoutes } from './modules/success-stories/success-stories.routes.js';
import { twoFactorKeys } from './modules/two-factor/two-factor.crypto.js';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes.js';
import { createSitePages } from './modules/web/pages.js';
import { openApiRoutes } from './openapi/openapi.routes.js';
import { staticWeb } from './modules/web/static-web.js';
import { webRoutes } from './modules/web/web.routes.js';
import type Router from '@koa/router';
import { apiRouteTable } from './api-route-table.js';

export interface AppDeps {
  config: Config;
  knex: Knex;
  logger: Logger;
  /** Owned by server.ts; tests may pass their own to simulate a shutdown. */
  lifecycle?: Lifecycle;
  /** Default: SMTP when config.smtpUrl is set, else files in <dataDir>/outbox. */
  mailer?: Mailer;
  /** Default: Stripe (at STRIPE_API_URL) when its keys are configured, else none (donations answer 503). */
  paymentGateway?: PaymentGateway;
  /** Default: DATA_ENCRYPTION_KEY, else the key file in dataDir (made on first use). */
  keyring?: Keyring;
  /** Default: a fresh registry (server.ts passes its own, shared with the METRICS_PORT server). */
  metrics?: AppMetrics;
  /** How long this replica keeps a published content document (default PUBLISHED_TTL_MS, 15 s; tests may pass 0). */
  publishedTtlMs?: number;
  /** How long this replica keeps the public impact figures of a range (default IMPACT_TTL_SECONDS; tests may pass 0). */
  impactTtlMs?: number;
}

/** A router's routes, then its 405 (with Allow) for a method the path does not take; apiNotFound adds the envelope. */
function routed(router: Router): Koa.Middleware[] {
  return [router.routes() as Koa.Middleware, router.allowedMethods() as Koa.Middleware];
}

/** Builds the whole app without listening, so tests drive it in-process. */
export function createApp({ config, knex, logger, lifecycle = createLifecycle(), mailer, paymentGateway, keyring, metrics = createMetrics(knex), publishedTtlMs, impactTtlMs }: AppDeps): Koa {
  if (!config.sessionSecret) throw new Error('createApp needs config.sessionSecret (server.ts makes one outside production)');
  // Forwarding headers (client address, protocol) count only for the proxies TRUST_PROXY names: with 0, a
  // client cannot pick its own address for rate limits; with N, the address the Nth proxy from us saw.
  const app = new Koa({ proxy: config.trustProxy > 0, maxIpsCount: config.trustProxy });
  app.keys = [config.sessionSecret];
  // Only errors after the response started (e.g. a broken file stream) get here; the handler logs the rest.
  app.on('error', (err: { code?: string }) => {
    // A client that hangs up mid-download is routine, not a server fault.
    const clientGone = err.code === 'ERR_STREAM_PREMATURE_CLOSE' || err.code === 'ECONNRESET' || err.code === 'EPIPE';
    logger[clientGone ? 'debug' : 'error']({ err }, 'response failed');
  });

  app.use(requestLogger(logger, { onFinished: (ctx, seconds) => metrics.observeRequest(ctx, seconds) }));
  app.use(compression());
  app.use(async function closeWhileDraining(ctx, next) {
    await next();
    // While draining, tell keep-alive clients to reconnect (to another replica) after this response,
    // including requests that were already in flight when the shutdown began.
    if (lifecycle.shuttingDown && !ctx.headerSent) ctx.set('Connection', 'close');
  });
  app.use(errorHandler(logger));
  // Pages and the remotes' code are read in process through the app itself (no HTTP to itself).
  let dispatch: ReturnType<Koa['callback']> | undefined;
  const kiosk = kioskTokens(config.sessionSecret);
  const pages = createSitePages({ config, knex, logger, metrics, kiosk, dispatch: () => (dispatch ??= app.callback()) });
  app.use(securityHeaders(() => pages.registry.origins(), () => readShellTemplate(config.webRoot)?.styleHashes ?? []));
  const siteRouters = [
    healthRoutes(knex, lifecycle),
    metricsRoutes(metrics, config.metricsToken),
    webRoutes(pages.registry),
    kioskRoutes({ tokens: kiosk, secureCookies: config.secureCookies }),
  ];

  const rateLimiter = createRateLimiter(knex, config.rateLimits, (rules) => metrics.rateLimited(rules));
  // One per app: duplicates of an Idempotency-Key in flight in this process wait on it.
  const idempotent = createIdempotentRunner({ knex, rateLimiter });
  const authDeps = {
    knex,
    logger,
    publicUrl: config.publicUrl,
    mailer: mailer ?? createMailer(config, logger),
    rateLimiter,
    twoFactorKeys: twoFactorKeys(config.sessionSecret),
    requireAdminTwoFactor: config.requireAdminTwoFactor,
    devices: deviceCookies(config.sessionSecret, config.secureCookies),
    staffEmails: config.staffEmails,
  };
  const access = { knex, requireAdminTwoFactor: config.requireAdminTwoFactor };
  // One per app: every read of published content (pages, practice grading, missed questions, class views) goes through it.
  const content = createPublishedContent(knex, publishedTtlMs);
  // One per app: every module reads the organisation's details through it (cached a few seconds).
  const organisation = createOrganisationStore({ knex, defaults: organisationDefaults(config) });
  const forms = { ...access, idempotent, mail: { staffEmails: config.staffEmails, publicUrl: config.publicUrl, organisation } };
  const donationDeps = {
    ...access,
    logger,
    settings: config.donations,
    organisation,
    timeZone: config.site.timeZone,
    publicUrl: config.publicUrl,
    gateway: paymentGateway ?? (config.donations.stripe && createStripeGateway(config.donations.stripe, logger)),
    rateLimiter,
    idempotent,
  };
  const donations = donationsRoutes(donationDeps);
  const certificates = {
    ...access,
    rateLimiter,
    publicUrl: config.publicUrl,
    timeZone: config.site.timeZone,
    organisation,
    content,
  };
  const apiRouters = [
    authRoutes(authDeps),
    sessionsRoutes(authDeps),
    twoFactorRoutes(authDeps),
    accountRoutes(authDeps),
    successStoriesRoutes(forms),
    facilityRequestsRoutes(forms),
    contactMessagesRoutes(forms),
    assistanceRequestsRoutes({ ...forms, keyring: keyring ?? loadKeyring(config, logger) }),
    auditRoutes(access),
    siteConfigRoutes(config, organisation),
    progressRoutes(knex, idempotent),
    preCheckRoutes({ knex, idempotent, content }),
    wellBeingRoutes({ knex, idempotent }),
    impactRoutes({ ...access, timeZone: config.site.timeZone, rateLimiter, impactTtlMs, content }),
    practiceRoutes({ knex, rateLimiter, idempotent, content }),
    moneyPlanRoutes({ knex, rateLimiter }),
    myLearningRoutes({ knex, rateLimiter, content }),
    myClassRoutes(knex, rateLimiter),
    instructorRoutes({ ...access, timeZone: config.site.timeZone, rateLimiter, content, publicUrl: config.publicUrl, idempotent }),
    claimRoutes({ ...access, rateLimiter }),
    donations,
    manageGivingRoutes(donationDeps),
    givingAdminRoutes(donationDeps),
    openApiRoutes(),
    contentPublicRoutes(content),
    contentAdminRoutes(access, content),
    adminRoutes({ ...access, logger, timeZone: config.site.timeZone, rateLimiter, organisation, content, publicUrl: config.publicUrl }),
    certificatesRoutes(certificates),
    certificatesAdminRoutes(certificates),
    kioskAdminRoutes({ ...access, tokens: kiosk, publicUrl: config.publicUrl }),
  ];
  apiRouteTable.set(app, [...siteRouters, ...apiRouters]);
  // The API's one mount point, before the site's own routes and the static files (an API request passes
  // none of them): /api in any letter case gets every guard below.
  app.use(
    mountApi([
      apiNotFound(),
      methodGuard(),
      sessionMiddleware(app, knex, { secureCookies: config.secureCookies }),
      csrfGuard(config.allowedOrigins),
      // Issue 41: a claim card's code is counted as a guess before its body is read (one the parser refuses too).
      countClaimAttempts({ ...access, rateLimiter }),
      requireJsonBody(),
      jsonBodyParser(),
      ...apiRouters.flatMap(routed),
    ]),
  );
  for (const router of siteRouters) {
    app.use(router.routes()).use(router.allowedMethods());
  }
  if (config.serveWeb) app.use(staticWeb(config, logger));
  app.use(pages.middleware);
  return app;
}
