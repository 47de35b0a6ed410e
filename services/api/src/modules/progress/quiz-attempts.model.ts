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
  createdAt!: Date;
}
