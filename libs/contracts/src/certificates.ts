import { z } from './zod.js';
import { certificateKinds, CERTIFICATE_CODE_INPUT_MAX, nameFormats, normaliseCertificateCode } from './certificate-rules.js';
import { locales } from './locale.js';
import { defineMessages } from './messages.js';
import { moduleIdSchema } from './module-id.js';
import { text } from './text.js';

// Completion certificates (issue 14): the payloads. The rules (kinds, modules, codes) are in certificate-rules.ts.
/** `withdrawn`: the holder withdrew it, or deleted their account (no name is shown then). */
export const certificateStatuses = ['valid', 'revoked', 'withdrawn'] as const;
export type CertificateStatus = (typeof certificateStatuses)[number];
/** The reason a learner's own reissue (another name format, same name) writes on the certificate it replaces. */
export const REISSUED_REASON = 'reissued';
export const REVOKE_REASON_MAX = 500;

export const certificateValidationMessages = defineMessages({
  nameFormatInvalid: {
    id: 'contracts.certificates.nameFormatInvalid',
    defaultMessage: 'Choose how your name is printed: full name, or first name and last initial.',
    description: 'POST /api/certificates with a nameFormat that is not one of the two choices',
  },
  codeInvalid: {
    id: 'contracts.certificates.codeInvalid',
    defaultMessage: 'A certificate code has 16 letters and numbers, like K7QM-4XPA-9TRD-W2HN.',
    description: 'A certificate code with the wrong length or characters',
  },
  reasonRequired: {
    id: 'contracts.certificates.reasonRequired',
    defaultMessage: 'Write why this certificate is revoked.',
    description: 'Admin revoke without a reason',
  },
  reasonTooLong: {
    id: 'contracts.certificates.reasonTooLong',
    defaultMessage: 'The reason must be 500 characters or fewer.',
    description: 'Admin revoke with a reason that is too long',
  },
});
const m = certificateValidationMessages;

/** A code in a path: any case, spaces or dashes; parsed to the stored form (16 symbols, no dashes). */
export const certificateCodeSchema = z
  .string({ error: m.codeInvalid.id })
  .max(CERTIFICATE_CODE_INPUT_MAX, { error: m.codeInvalid.id })
  .transform((value, ctx) => {
    const code = normaliseCertificateCode(value);
    if (code === null) {
      ctx.addIssue({ code: 'custom', message: m.codeInvalid.id });
      return z.NEVER;
    }
    return code;
  });
export const certificateCodeParamsSchema = z.object({ code: certificateCodeSchema });

/** `POST /api/certificates`: issue what the learner earned, in the account's name; another format in the same name reissues. */
export const issueCertificatesSchema = z.object({
  nameFormat: z.enum(nameFormats, { error: m.nameFormatInvalid.id }).optional(),
});
export type IssueCertificates = z.infer<typeof issueCertificatesSchema>;

/** `POST /api/admin/certificates/{code}/revoke`. */
export const revokeCertificateSchema = z.object({
  reason: text({ error: m.reasonRequired.id })
    .trim()
    .min(1, { error: m.reasonRequired.id })
    .max(REVOKE_REASON_MAX, { error: m.reasonTooLong.id }),
});
export type RevokeCertificate = z.infer<typeof revokeCertificateSchema>;

const calendarDate = z.iso.date();
const moduleSchema = z.strictObject({ id: moduleIdSchema, title: z.string() });

/**
 * `GET /api/certificates/{code}`: what anyone holding the code may see. Only the printed name, what was
 * completed and the dates; never the username, email, scores, user id or the reason for a revocation.
 * Texts (title, module titles) are in the certificate's language (`locale`).
 */
export const certificateVerificationSchema = z.strictObject({
  code: z.string(),
  status: z.enum(certificateStatuses),
  kind: z.enum(certificateKinds),
  locale: z.enum(locales),
  title: z.string(),
  printedName: z.string(),
  modules: z.array(moduleSchema),
  completedOn: calendarDate,
  issuedOn: calendarDate,
  revokedOn: calendarDate.nullable(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** The certificate's own words, in its language, for the page that shows and prints it (the PDF uses the same). */
export const certificateWordingSchema = z.strictObject({
  heading: z.string(),
  presentedTo: z.string(),
  completed: z.string(),
  completedOn: z.string(),
  issuedOn: z.string(),
  code: z.string(),
  verify: z.string(),
  /** `Module {id}: {title}`, to fill in per module. */
  module: z.string(),
});

/** One of the caller's certificates: the verification view plus what printing needs. */
export const ownedCertificateSchema = certificateVerificationSchema.extend({
  nameFormat: z.enum(nameFormats),
  /** True when staff revoked it (a reissue or a withdrawal is not this): the learner cannot get it again by themselves. */
  revokedByStaff: z.boolean(),
  verifyUrl: z.string(),
  pdfUrl: z.string(),
  wording: certificateWordingSchema,
  /** The verification address as a QR code: an SVG path of dark squares on a `size` x `size` grid. */
  qr: z.strictObject({ size: z.number().int().positive(), path: z.string() }),
});
export type OwnedCertificate = z.infer<typeof ownedCertificateSchema>;

export const certificateProgressSchema = z.strictObject({
  kind: z.enum(certificateKinds),
  moduleIds: z.array(moduleIdSchema),
  passedModuleIds: z.array(moduleIdSchema),
  earned: z.boolean(),
});
export type CertificateProgress = z.infer<typeof certificateProgressSchema>;

/** `GET /api/certificates` and the answer of `POST /api/certificates`. */
export const myCertificatesSchema = z.strictObject({
  /** The name as each format prints it, for the choice before issuing. */
  names: z.strictObject({ full: z.string(), firstLastInitial: z.string() }),
  /** Per kind: which of its modules are passed. */
  progress: z.array(certificateProgressSchema),
  /**
   * Newest first within each kind: every valid certificate (one in an old name stays valid until withdrawn),
   * and per kind the newest one staff revoked and the newest one withdrawn. Replaced ones are left out.
   */
  certificates: z.array(ownedCertificateSchema),
});
export type MyCertificates = z.infer<typeof myCertificatesSchema>;

/**
 * `GET /api/admin/certificates/{code}` and the answer of its revoke: the verification view plus whose it
 * is and why it was revoked (staff only).
 */
export const adminCertificateSchema = certificateVerificationSchema.extend({
  ownerUsername: z.string(),
  revokedReason: z.string().nullable(),
});
export type AdminCertificate = z.infer<typeof adminCertificateSchema>;
