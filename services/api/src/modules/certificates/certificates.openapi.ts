import { z } from 'zod';
import {
  adminCertificateSchema,
  certificateVerificationSchema,
  issueCertificatesSchema,
  myCertificatesSchema,
  revokeCertificateSchema,
} from '@reentry/contracts/certificates';
import { defineRoutes } from '../../openapi/route-doc.js';

const tag = 'Certificates';
const params = z.object({ code: z.string().describe('The verification code, any case, with or without dashes (K7QM-4XPA-9TRD-W2HN).') });

export const certificatesApiDocs = defineRoutes([
  {
    method: 'get', path: '/api/certificates', access: 'signed-in', tag, summary: "The caller's certificates and how far they are from each",
    responses: { 200: { description: 'Certificates (every valid one, and per kind the newest revoked by staff and the newest withdrawn), progress per kind, and the name as each format prints it.', schema: myCertificatesSchema } },
  },
  {
    method: 'post', path: '/api/certificates', access: 'signed-in', tag, rateLimited: true,
    summary: 'Issue the certificates the caller earned (checked in the database); another name format reissues',
    description: 'Idempotent for the same name and format. Another format in the same name revokes that certificate (reason "reissued") and issues a new code. After a name change, a certificate in the new name is issued beside the old one, which stays valid until the caller withdraws it. The certificate language is the request\'s (Accept-Language).',
    body: issueCertificatesSchema,
    responses: { 200: { description: 'The caller\'s certificates after issuing.', schema: myCertificatesSchema } },
  },
  {
    method: 'post', path: '/api/certificates/:code/withdraw', access: 'signed-in', tag, rateLimited: true,
    summary: 'Withdraw one of the caller\'s valid certificates (audited; cannot be undone)',
    description: 'The code then verifies as "withdrawn" with no name. 404 for an unknown code and for another person\'s; 409 for one already revoked or withdrawn.',
    params, errors: [404, 409],
    responses: { 200: { description: 'The caller\'s certificates after the change.', schema: myCertificatesSchema } },
  },
  {
    method: 'get', path: '/api/certificates/:code.pdf', access: 'signed-in', tag, rateLimited: true, summary: 'One of the caller\'s valid certificates as a one-page PDF',
    params, errors: [404],
    responses: { 200: { description: 'PDF (attachment; private, no-store). 404 for anyone but the owner, and for a revoked certificate.', schema: z.string(), contentType: 'application/pdf' } },
  },
  {
    method: 'get', path: '/api/certificates/:code', access: 'anyone', tag, rateLimited: true, summary: 'Verify a certificate code',
    description: 'Valid, revoked or withdrawn, the printed name (empty once withdrawn), what was completed and the dates; nothing else about the person. 30 unknown codes from one address in an hour, then 429 for every lookup from it.',
    params, errors: [404],
    responses: { 200: { description: 'The certificate as anyone may see it.', schema: certificateVerificationSchema } },
  },
  {
    method: 'get', path: '/api/admin/certificates/:code', access: 'admin', tag, summary: 'Find a certificate by its code (staff view)',
    params, errors: [404],
    responses: { 200: { description: 'The certificate, its owner\'s username and any revocation reason.', schema: adminCertificateSchema } },
  },
  {
    method: 'post', path: '/api/admin/certificates/:code/revoke', access: 'admin', tag, summary: 'Revoke a certificate with a reason (audited)',
    params, body: revokeCertificateSchema, errors: [404, 409],
    responses: { 200: { description: 'The certificate, now revoked.', schema: adminCertificateSchema } },
  },
]);
