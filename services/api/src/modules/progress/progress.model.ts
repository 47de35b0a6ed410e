import { Model } from 'objection';

export class ModuleProgressModel extends Model {
  static override tableName = 'module_progress';

  id!: number;
  userId!: number;
  moduleId!: number;
  completed!: boolean;
  score!: number | null;
  completedAt!: Date | null;
}
