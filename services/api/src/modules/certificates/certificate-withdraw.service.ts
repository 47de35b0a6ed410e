import { WITHDRAWN_REASON } from '@reentry/contracts/account-rules';
import { formatCertificateCode } from '@reentry/contracts/certificate-rules';
import type { MyCertificates } from '@reentry/contracts/certificates';
import { ConflictError } from '../../errors.js';
import { writeAudit, type AuditActor } from '../audit/audit.service.js';
import { publishedModuleTitles } from '../content/published-views.js';
import { certificateNotFound } from './certificates-admin.service.js';
import { CertificateModel } from './certificates.model.js';
import { myCertificates, type CertificateDeps } from './certificates.service.js';

/**
 * `POST /api/certificates/{code}/withdraw` (issue 31): the learner withdraws one of their own valid
 * certificates (say, the one in their old name). Its code then verifies as "withdrawn by the holder", with
 * no name. Another person's code and an unknown code are both 404; one already revoked or withdrawn is 409.
 * Audited without the name. Answers the learner's certificates after the change.
 */
export async function withdrawCertificate(deps: CertificateDeps, actor: AuditActor, code: string): Promise<MyCertificates> {
  const titles = await publishedModuleTitles(deps.content);
  return deps.knex.transaction(async (trx) => {
    const row = await CertificateModel.query(trx).findOne({ code, userId: actor.id }).forUpdate();
    if (!row) throw certificateNotFound();
    if (row.revokedAt) throw new ConflictError('api.certificates.alreadyWithdrawn');
    await CertificateModel.query(trx)
      .findById(row.id)
      .patch({ revokedAt: trx.fn.now() as unknown as Date, revokedReason: WITHDRAWN_REASON, revokedByUserId: actor.id });
    await writeAudit(trx, {
      actor,
      action: 'certificate.withdrawn',
      targetType: 'certificate',
      targetId: row.id,
      detail: { code: formatCertificateCode(row.code), kind: row.kind },
    });
    return myCertificates(deps, trx, actor.id, titles);
  });
}
