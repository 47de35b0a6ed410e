import { Model } from 'objection';
import type { Locale } from '@reentry/contracts/locale';
import { ModuleProgressModel } from '../progress/progress.model.js';

export class UserModel extends Model {
  static override tableName = 'users';

  id!: number;
  username!: string;
  usernameSkeletonLower!: string | null;
  usernameSkeletonUpper!: string | null;
  passwordHash!: string;
  email!: string | null;
  name!: string;
  isAdmin!: boolean;
  isInstructor!: boolean;
  isContentEditor!: boolean;
  assignedInstructorId!: number | null;
  locale!: Locale | null;
  createdAt!: Date;
  progress?: ModuleProgressModel[];

  static override relationMappings = () => ({
    progress: {
      relation: Model.HasManyRelation,
      modelClass: ModuleProgressModel,
      join: { from: 'users.id', to: 'module_progress.userId' },
    },
  });
}
