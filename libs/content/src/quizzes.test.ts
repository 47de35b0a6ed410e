import { answerKeyMismatches, QUIZ_QUESTION_COUNTS } from '@reentry/contracts/content-quiz';
import { locales } from '@reentry/contracts/locale';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { quizAnswerKeys } from './quiz-answers.js';
import { quizzes } from './quizzes.js';

describe.each(locales)('quizzes in %s', (locale) => {
  it('have 5, 5, 5, 5, 5 and 7 questions', () => {
    expect(quizzes[locale].map((q) => q.questions.length)).toEqual([5, 5, 5, 5, 5, 7]);
    expect(Object.values(QUIZ_QUESTION_COUNTS)).toEqual([5, 5, 5, 5, 5, 7]);
  });

  it('give every question exactly 4 distinct options', () => {
    for (const question of quizzes[locale].flatMap((q) => q.questions)) {
      expect(question.options.map((o) => o.value)).toEqual(['a', 'b', 'c', 'd']);
      expect(new Set(question.options.map((o) => o.label)).size).toBe(4);
    }
  });

  it('have an answer key whose correct answer is one of the options', () => {
    quizzes[locale].forEach((quiz, i) => {
      expect(answerKeyMismatches(quiz, quizAnswerKeys[locale][i]!)).toEqual([]);
    });
  });

  it('explain every option in one sentence', () => {
    for (const answer of quizAnswerKeys[locale].flatMap((k) => k.answers)) {
      for (const text of Object.values(answer.explanations)) {
        expect(text).toMatch(/[.!?]$/);
        expect(text).not.toMatch(/[.!?]\s+\S/);
      }
    }
  });
});

describe('the browser entry point (quizzes)', () => {
  const keysIn = (data: unknown): string[] =>
    Array.isArray(data) ? data.flatMap(keysIn) : data && typeof data === 'object' ? Object.entries(data).flatMap(([k, v]) => [k, ...keysIn(v)]) : [];

  it('exports no correct answers or explanations', () => {
    const keys = keysIn(quizzes);
    expect(keys).not.toContain('correctAnswer');
    expect(keys).not.toContain('explanations');
  });

  it('does not import the answer key', () => {
    const sources = ['quizzes.ts', ...['question.ts', 1, 2, 3, 4, 5, 6].map((f) => join('quizzes', typeof f === 'number' ? `module-${f}.ts` : f))];
    for (const file of sources) {
      expect(readFileSync(join(__dirname, file), 'utf8')).not.toMatch(/from '[^']*quiz-answers|correctAnswer:/);
    }
  });
});
