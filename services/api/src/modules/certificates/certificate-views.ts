import { WITHDRAWN_REASON } from '@reentry/contracts/account-rules';
import { certificateVerifyPath, formatCertificateCode } from '@reentry/contracts/certificate-rules';
import { REISSUED_REASON, type AdminCertificate, type CertificateVerification, type OwnedCertificate } from '@reentry/contracts/certificates';
import type { PublishedContent } from '../content/published-cache.js';
import type { ModuleTitles } from '../content/published-views.js';
import type { CertificateModel } from './certificates.model.js';
import { qrPath } from './certificate-qr.js';
import { calendarDate, certificateTitle, certificateWording } from './certificate-wording.js';

export interface CertificateViewDeps {
  /** PUBLIC_URL: the verification address printed and put in the QR code. */
  publicUrl: string;
  /** SITE_TIME_ZONE: dates are the organisation's calendar days. */
  timeZone: string;
  /** The published lessons name the modules (read with publishedModuleTitles before any transaction). */
  content: PublishedContent;
}

export type CertificateRow = Pick<
  CertificateModel,
  'code' | 'kind' | 'moduleIds' | 'printedName' | 'nameFormat' | 'locale' | 'completedAt' | 'issuedAt' | 'revokedAt' | 'revokedReason'
>;

export const verifyUrl = (deps: CertificateViewDeps, code: string) => new URL(certificateVerifyPath(code), deps.publicUrl).href;

/**
 * What anyone holding the code may see: no username, email, scores, ids or revocation reason; no name once
 * withdrawn. The modules are named as their published lessons are titled now, in the certificate's language.
 */
export function toVerification(row: CertificateRow, { timeZone }: CertificateViewDeps, titles: ModuleTitles): CertificateVerification {
  const status = row.revokedReason === WITHDRAWN_REASON ? 'withdrawn' : row.revokedAt ? 'revoked' : 'valid';
  return {
    code: formatCertificateCode(row.code),
    status,
    kind: row.kind,
    locale: row.locale,
    title: certificateTitle(row.locale, row.kind),
    // Withdrawn by the holder: the name is never shown again, whatever the row still holds.
    printedName: status === 'withdrawn' ? '' : row.printedName,
    modules: row.moduleIds.map((id) => ({ id, title: titles[row.locale].get(id) ?? String(id) })),
    completedOn: calendarDate(row.completedAt, timeZone),
    issuedOn: calendarDate(row.issuedAt, timeZone),
    revokedOn: row.revokedAt ? calendarDate(row.revokedAt, timeZone) : null,
  };
}

export function toOwned(row: CertificateRow, deps: CertificateViewDeps, titles: ModuleTitles): OwnedCertificate {
  const url = verifyUrl(deps, row.code);
  return {
    ...toVerification(row, deps, titles),
    nameFormat: row.nameFormat,
    revokedByStaff: row.revokedAt !== null && row.revokedReason !== REISSUED_REASON && row.revokedReason !== WITHDRAWN_REASON,
    verifyUrl: url,
    pdfUrl: `/api/certificates/${formatCertificateCode(row.code)}.pdf`,
    wording: certificateWording(row.locale),
    qr: qrPath(url),
  };
}

export function toAdmin(row: CertificateRow & { ownerUsername: string }, deps: CertificateViewDeps, titles: ModuleTitles): AdminCertificate {
  return { ...toVerification(row, deps, titles), ownerUsername: row.ownerUsername, revokedReason: row.revokedReason };
}
