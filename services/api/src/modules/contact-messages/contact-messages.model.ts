import { Model } from 'objection';
import type { ContactSubject } from '@reentry/contracts/forms-rules';
import type { Locale } from '@reentry/contracts/locale';

export class ContactMessageModel extends Model {
  static override tableName = 'contact_messages';

  id!: number;
  name!: string;
  email!: string;
  subject!: ContactSubject;
  message!: string;
  locale!: Locale;
  createdAt!: Date;
}
