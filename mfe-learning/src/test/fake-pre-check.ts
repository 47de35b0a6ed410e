import type { Locale } from '@reentry/contracts/locale';
import type { MyBeforeAfter, PreCheck } from '@reentry/contracts/learning-measures';
import { quizzes } from '@reentry/content/quizzes';
import { json, type Answer, type RecordedRequest } from './fake-api';

/** `GET /api/modules/:id/pre-check` as the API answers it: the published quiz's questions, never an answer. */
export function preCheckOf(moduleId: number, locale: Locale = 'en', state: Partial<Pick<PreCheck, 'answered' | 'quizTaken'>> = {}): PreCheck {
  const questions = quizzes[locale][moduleId - 1]!.questions.map(({ id, text, options }) => ({ id, text, objective: null, options }));
  return { moduleId, questions, answered: false, quizTaken: false, ...state };
}

/**
 * A stand-in for the before-check's API on module 1: the check (open until sent), the post (201, then 409
 * as the API does), and the learner's before and after (b is right for every question, as in quiz.test).
 */
export function preCheckApi({ locale = 'en', state = {} }: { locale?: Locale; state?: Partial<Pick<PreCheck, 'answered' | 'quizTaken'>> } = {}): Record<string, Answer> {
  let sent: string[] | null = state.answered ? ['a', 'a', 'a', 'a', 'a'] : null;
  const beforeAfter = (): MyBeforeAfter => ({ modules: sent ? [{ moduleId: 1, before: { correct: sent.filter((answer) => answer === 'b').length, total: 5 }, after: null }] : [] });
  return {
    'GET /api/modules/1/pre-check': () => json(200, preCheckOf(1, locale, { ...state, answered: sent !== null })),
    'POST /api/modules/1/pre-check': (request: RecordedRequest) => {
      if (sent) return json(409, { error: { code: 'CONFLICT', message: 'You already answered these questions before the lesson.' } });
      sent = (request.body as { answers: string[] }).answers;
      return json(201, { moduleId: 1, answered: true });
    },
    'GET /api/users/before-after': () => json(200, beforeAfter()),
  };
}

/** The before-check's posts in what a fake API recorded. */
export const preCheckPosts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'POST' && request.url.endsWith('/pre-check'));
