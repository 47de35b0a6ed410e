import type { Knex } from 'knex';
import { formatCertificateCode } from '@reentry/contracts/certificate-rules';
import type { AdminCertificate } from '@reentry/contracts/certificates';
import { ConflictError, NotFoundError } from '../../errors.js';
import { writeAudit, type AuditActor } from '../audit/audit.service.js';
import { publishedModuleTitles } from '../content/published-views.js';
import { toAdmin, type CertificateViewDeps } from './certificate-views.js';
import { CertificateModel } from './certificates.model.js';

export interface CertificateAdminDeps extends CertificateViewDeps {
  knex: Knex;
}

export const certificateNotFound = () => new NotFoundError('Certificate not found.', 'api.certificates.notFound');

async function rowWithOwner(knex: Knex, code: string, lock = false) {
  const query = CertificateModel.query(knex)
    .findOne({ 'certificates.code': code })
    .join('users', 'users.id', 'certificates.userId')
    .select('certificates.*', 'users.username as ownerUsername');
  const row = (await (lock ? query.forUpdate() : query)) as (CertificateModel & { ownerUsername: string }) | undefined;
  if (!row) throw certificateNotFound();
  return row;
}

/** `GET /api/admin/certificates/{code}`: the certificate, whose it is, and why it was revoked. */
export async function findCertificateForAdmin(deps: CertificateAdminDeps, code: string): Promise<AdminCertificate> {
  return toAdmin(await rowWithOwner(deps.knex, code), deps, await publishedModuleTitles(deps.content));
}

/** `POST /api/admin/certificates/{code}/revoke`: revokes for good, with the reason, in the audit log too. */
export async function revokeCertificate(deps: CertificateAdminDeps, code: string, reason: string, actor: AuditActor): Promise<AdminCertificate> {
  const titles = await publishedModuleTitles(deps.content);
  return deps.knex.transaction(async (trx) => {
    const row = await rowWithOwner(trx, code, true);
    if (row.revokedAt) throw new ConflictError('api.certificates.alreadyRevoked');
    await CertificateModel.query(trx).findById(row.id).patch({ revokedAt: trx.fn.now() as unknown as Date, revokedReason: reason, revokedByUserId: actor.id });
    await writeAudit(trx, {
      actor,
      action: 'certificate.revoked',
      targetType: 'certificate',
      targetId: row.id,
      detail: { code: formatCertificateCode(row.code), kind: row.kind, reason },
    });
    return toAdmin(await rowWithOwner(trx, code), deps, titles);
  });
}
