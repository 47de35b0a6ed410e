import { Model } from 'objection';

/** One graded attempt; the arrays are parallel, in the quiz's question order. */
export class QuizAttemptModel extends Model {
  static override tableName = 'quiz_attempts';

  id!: number;
  userId!: number;
  moduleId!: number;
  questionIds!: string[];
  answers!: string[];
  correct!: boolean[];
  score!: number;
  passed!: boolean;
  /** The published quiz version it was graded on (null: graded before the content studio). */
  contentVersion!: number | null;
  createdAt!: Date;
}
