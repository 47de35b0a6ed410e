import { Model } from 'objection';

export class SuccessStoryModel extends Model {
  static override tableName = 'success_stories';

  id!: number;
  name!: string;
  imageUrl!: string | null;
  story!: string;
  location!: string | null;
  occupation!: string | null;
  isApproved!: boolean;
  createdAt!: Date;
}
