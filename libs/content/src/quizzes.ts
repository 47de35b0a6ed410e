import type { Quiz } from '@reentry/contracts/content-quiz';
import type { Locale } from '@reentry/contracts/locale';
import { quiz1 } from './quizzes/module-1.js';
import { quiz2 } from './quizzes/module-2.js';
import { quiz3 } from './quizzes/module-3.js';
import { quiz4 } from './quizzes/module-4.js';
import { quiz5 } from './quizzes/module-5.js';
import { quiz6 } from './quizzes/module-6.js';

/**
 * Quiz questions and options, safe for the browser: no correct answers, no explanations.
 * The answer key is `@reentry/content/quiz-answers`, which only the API imports.
 */
const all = [quiz1, quiz2, quiz3, quiz4, quiz5, quiz6];

export const quizzes: Record<Locale, readonly Quiz[]> = {
  en: all.map((q) => q.en),
  es: all.map((q) => q.es),
};

export function getQuiz(locale: Locale, moduleId: number): Quiz | undefined {
  return quizzes[locale].find((q) => q.moduleId === moduleId);
}
