import type { QuizAnswerKey, QuizOptionValue } from '@reentry/contracts/content-quiz';
import { QUIZ_PASS_PERCENT } from '@reentry/contracts/constants';
import type { QuizQuestionResult } from '@reentry/contracts/quiz';

export interface GradedQuiz {
  score: number;
  correctCount: number;
  questionCount: number;
  passed: boolean;
  results: QuizQuestionResult[];
}

/**
 * Grades answers (one option value per question, in order) against a module's answer key in the
 * learner's language. The caller has checked that there is one answer per question.
 */
export function gradeQuiz(key: QuizAnswerKey, answers: readonly QuizOptionValue[]): GradedQuiz {
  const results = key.answers.map((answer, index): QuizQuestionResult => {
    const chosen = answers[index]!;
    return {
      questionId: answer.questionId,
      chosenAnswer: chosen,
      correctAnswer: answer.correctAnswer,
      isCorrect: chosen === answer.correctAnswer,
      chosenExplanation: answer.explanations[chosen],
      correctExplanation: answer.explanations[answer.correctAnswer],
    };
  });
  const correctCount = results.filter((result) => result.isCorrect).length;
  const score = Math.round((correctCount * 100) / results.length);
  return { score, correctCount, questionCount: results.length, passed: score >= QUIZ_PASS_PERCENT, results };
}
