import type { QuizAnswerKey } from '@reentry/contracts/content-quiz';
import type { Locale } from '@reentry/contracts/locale';
import { answers1 } from './quiz-answers/module-1.js';
import { answers2 } from './quiz-answers/module-2.js';
import { answers3 } from './quiz-answers/module-3.js';
import { answers4 } from './quiz-answers/module-4.js';
import { answers5 } from './quiz-answers/module-5.js';
import { answers6 } from './quiz-answers/module-6.js';

/**
 * Server-only answer keys: the correct option and a one-sentence explanation per option.
 * Never import this from browser code; the API grades submissions and returns the feedback.
 */
const all = [answers1, answers2, answers3, answers4, answers5, answers6];

export const quizAnswerKeys: Record<Locale, readonly QuizAnswerKey[]> = {
  en: all.map((k) => k.en),
  es: all.map((k) => k.es),
};

export function getQuizAnswerKey(locale: Locale, moduleId: number): QuizAnswerKey | undefined {
  return quizAnswerKeys[locale].find((k) => k.moduleId === moduleId);
}
