import { Model } from 'objection';
import type { AssistanceType } from '@reentry/contracts/forms-rules';
import type { Locale } from '@reentry/contracts/locale';

/** The sensitive columns hold `enc1:` ciphertext (see assistance-requests.crypto.ts), never plain text. */
export class AssistanceRequestModel extends Model {
  static override tableName = 'assistance_requests';

  id!: number;
  reference!: string;
  fullName!: string;
  email!: string;
  phone!: string;
  releaseDate!: string;
  location!: string;
  assistanceType!: AssistanceType;
  currentSituation!: string;
  previousExperience!: string | null;
  additionalNeeds!: string | null;
  emergencyContact!: string | null;
  hasTransportation!: boolean;
  criminalBackground!: string | null;
  locale!: Locale;
  createdAt!: Date;
}
