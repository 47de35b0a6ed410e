import { Model } from 'objection';
import type { Locale } from '@reentry/contracts/locale';

export class SuccessStoryModel extends Model {
  static override tableName = 'success_stories';

  id!: number;
  name!: string;
  imageUrl!: string | null;
  story!: string;
  location!: string | null;
  occupation!: string | null;
  isApproved!: boolean;
  locale!: Locale;
  /** The story this one translates (into `locale`); null for a story as it was written. */
  translationOfId!: number | null;
  /** When the writer agreed to publication (null for stories staff added). */
  publishConsentAt!: Date | null;
  createdAt!: Date;
}
