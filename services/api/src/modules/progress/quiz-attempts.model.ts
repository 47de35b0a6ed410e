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
  /** `paper`: a sheet typed in by an instructor and claimed into the account (issue 41); default `online`. */
  source!: 'online' | 'paper';
  /** The sheet it came from, while the instructor's roster keeps it. */
  paperAttemptId!: number | null;
  createdAt!: Date;
}
