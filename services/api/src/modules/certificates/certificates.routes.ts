import Router from '@koa/router';
import type { Middleware } from 'koa';
import { certificateCodeParamsSchema, issueCertificatesSchema, revokeCertificateSchema } from '@reentry/contracts/certificates';
import { formatCertificateCode } from '@reentry/contracts/certificate-rules';
import { requestLocale } from '../../i18n/translate.js';
import { authorizedUser, requireRole, type AccessDeps } from '../../middleware/require-role.js';
import { noStore } from '../../middleware/no-store.js';
import { parseBody, parseQuery } from '../../validation.js';
import { requireSignedIn } from '../auth/signed-in-user.js';
import { publishedModuleTitles } from '../content/published-views.js';
import type { OrganisationStore } from '../organisation/organisation.service.js';
import type { RateLimiter } from '../rate-limit/rate-limit.service.js';
import { certificatePdf } from './certificate-pdf.js';
import { withdrawCertificate } from './certificate-withdraw.service.js';
import { toOwned } from './certificate-views.js';
import { certificateNotFound, findCertificateForAdmin, revokeCertificate } from './certificates-admin.service.js';
import { findOwnValidCertificate, issueEarnedCertificates, listMyCertificates, verifyCertificate, type CertificateDeps } from './certificates.service.js';

export interface CertificateRouteDeps extends CertificateDeps, AccessDeps {
  rateLimiter: RateLimiter;
  /** The issuer printed on the PDF: the organisation's public name (else its legal name), when set. */
  organisation: Pick<OrganisationStore, 'details'>;
}

const privateNoStore: Middleware = async (ctx, next) => {
  ctx.set('Cache-Control', 'private, no-store');
  await next();
};

/**
 * Completion certificates: the learner's own (list, issue, withdraw, PDF) and the public verification of a code.
 * Verification is rate limited per address, and unknown codes more tightly, so codes cannot be enumerated.
 */
export function certificatesRoutes(deps: CertificateRouteDeps): Router {
  const router = new Router();
  const { knex, rateLimiter } = deps;

  router.get('/api/certificates', privateNoStore, async (ctx) => {
    const user = await requireSignedIn(knex, ctx);
    ctx.body = await listMyCertificates(deps, user.id);
  });

  router.post('/api/certificates', privateNoStore, async (ctx) => {
    const user = await requireSignedIn(knex, ctx);
    const { nameFormat } = parseBody(issueCertificatesSchema, ctx);
    await rateLimiter.consume([{ rule: 'certificateIssuePerUser', subject: String(user.id) }]);
    ctx.body = await issueEarnedCertificates(deps, user.id, nameFormat, requestLocale(ctx));
  });

  router.post('/api/certificates/:code/withdraw', privateNoStore, async (ctx) => {
    const user = await requireSignedIn(knex, ctx);
    const { code } = parseQuery(certificateCodeParamsSchema, ctx, ctx.params);
    await rateLimiter.consume([{ rule: 'certificateWithdrawPerUser', subject: String(user.id) }]);
    ctx.body = await withdrawCertificate(deps, user, code);
  });

  // Before `/:code`, which would also match `<code>.pdf`.
  router.get('/api/certificates/:code.pdf', privateNoStore, async (ctx) => {
    const user = await requireSignedIn(knex, ctx);
    const { code } = parseQuery(certificateCodeParamsSchema, ctx, ctx.params);
    const row = await findOwnValidCertificate(deps, user.id, code);
    if (!row) throw certificateNotFound();
    await rateLimiter.consume([{ rule: 'certificatePdfPerUser', subject: String(user.id) }]);
    const { publicName, legalName } = await deps.organisation.details();
    const pdf = await certificatePdf(toOwned(row, deps, await publishedModuleTitles(deps.content)), publicName || legalName || undefined);
    ctx.type = 'application/pdf';
    ctx.attachment(`certificate-${formatCertificateCode(code)}.pdf`);
    ctx.body = Buffer.from(pdf);
  });

  router.get('/api/certificates/:code', noStore, async (ctx) => {
    const miss = { rule: 'certificateLookupMissPerIp', subject: ctx.ip } as const;
    await rateLimiter.consume([{ rule: 'certificateLookupPerIp', subject: ctx.ip }]);
    await rateLimiter.check([miss]);
    const { code } = parseQuery(certificateCodeParamsSchema, ctx, ctx.params);
    const found = await verifyCertificate(deps, code);
    if (!found) {
      await rateLimiter.consume([miss]);
      throw certificateNotFound();
    }
    ctx.body = found;
  });

  return router;
}

/** Staff: find a certificate by its code, and revoke it with a reason (audited). */
export function certificatesAdminRoutes(deps: CertificateRouteDeps): Router {
  const router = new Router({ prefix: '/api/admin/certificates' });
  const admin = requireRole(deps, 'admin');

  router.get('/:code', admin, async (ctx) => {
    const { code } = parseQuery(certificateCodeParamsSchema, ctx, ctx.params);
    ctx.body = await findCertificateForAdmin(deps, code);
  });

  router.post('/:code/revoke', admin, async (ctx) => {
    const { code } = parseQuery(certificateCodeParamsSchema, ctx, ctx.params);
    const { reason } = parseBody(revokeCertificateSchema, ctx);
    ctx.body = await revokeCertificate(deps, code, reason, authorizedUser(ctx));
  });

  return router;
}
