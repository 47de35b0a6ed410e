import { Model } from 'objection';
import type { CertificateKind, NameFormat } from '@reentry/contracts/certificate-rules';
import type { Locale } from '@reentry/contracts/locale';

/** One issued certificate; only the revocation columns ever change after insert. */
export class CertificateModel extends Model {
  static override tableName = 'certificates';

  id!: number;
  /** Normalised: 16 symbols, upper case, no dashes. */
  code!: string;
  userId!: number;
  kind!: CertificateKind;
  moduleIds!: number[];
  printedName!: string;
  nameFormat!: NameFormat;
  locale!: Locale;
  completedAt!: Date;
  issuedAt!: Date;
  revokedAt!: Date | null;
  revokedReason!: string | null;
  revokedByUserId!: number | null;
}
