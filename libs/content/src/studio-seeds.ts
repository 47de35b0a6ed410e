import type { EditableQuiz } from '@reentry/contracts/content-studio';
import type { ContentKey } from '@reentry/contracts/content-studio-rules';
import type { Locale } from '@reentry/contracts/locale';
import { howToBuy } from './how-to-buy.js';
import { home } from './home.js';
import { modules } from './modules.js';
import { practiceScenarios } from './practice.js';
import { quizAnswerKeys } from './quiz-answers.js';
import { quizObjectives } from './quiz-objectives.js';
import { quizzes } from './quizzes.js';
import { resources } from './resources.js';
import { teachingResources } from './teaching-resources.js';
import { workshopFaq } from './workshop-faq.js';
import { xPost } from './x-post.js';

/** One content document: the same shape in English and Spanish. */
export type SeedDocument = Record<Locale, unknown>;

/** A quiz and its answer key as one editable quiz (the content studio's shape). API only: it has the answers. */
function editableQuiz(locale: Locale, index: number): EditableQuiz {
  const quiz = quizzes[locale][index]!;
  const key = quizAnswerKeys[locale][index]!;
  return {
    moduleId: quiz.moduleId,
    questions: quiz.questions.map((question, q) => {
      const answer = key.answers[q]!;
      return {
        id: question.id,
        text: question.text,
        objective: quizObjectives[question.id],
        options: question.options.map(({ value, label }) => ({ value, label, correct: value === answer.correctAnswer, explanation: answer.explanations[value] })),
      };
    }),
  };
}

const both = <T>(pick: (locale: Locale) => T): SeedDocument => ({ en: pick('en'), es: pick('es') });

/**
 * This release's text of every content document: the first published version on a new database
 * (services/api content seed). **API only**: the quizzes carry their answers.
 */
export function studioSeeds(): Record<ContentKey, SeedDocument> {
  const lessons = Object.fromEntries(modules.en.map((_, i) => [`module-${i + 1}`, both((l) => modules[l][i])]));
  const quizDocs = Object.fromEntries(quizzes.en.map((_, i) => [`quiz-${i + 1}`, both((l) => editableQuiz(l, i))]));
  return {
    ...lessons,
    ...quizDocs,
    resources: both((l) => resources[l]),
    'how-to-buy': both((l) => howToBuy[l]),
    home: both((l) => home[l]),
    'workshop-faq': both((l) => workshopFaq[l]),
    'teaching-resources': both((l) => teachingResources[l]),
    'x-post': both((l) => xPost[l]),
    practice: both((l) => practiceScenarios[l]),
  } as Record<ContentKey, SeedDocument>;
}
