import { Model } from 'objection';
import type { FacilityType } from '@reentry/contracts/forms-rules';
import type { Locale } from '@reentry/contracts/locale';

export class FacilityRequestModel extends Model {
  static override tableName = 'facility_requests';

  id!: number;
  facilityName!: string;
  facilityType!: FacilityType;
  contactName!: string;
  contactPosition!: string;
  contactEmail!: string;
  contactPhone!: string;
  facilityAddress!: string;
  participantCount!: number;
  preferredDate!: string;
  specialRequirements!: string | null;
  locale!: Locale;
  createdAt!: Date;
}
