import { learningObjectives } from '@reentry/contracts/learning-objectives';
import { editableQuizSchema } from '@reentry/contracts/content-studio';
import { quizObjectives } from './quiz-objectives.js';
import { quizzes } from './quizzes.js';
import { studioSeeds } from './studio-seeds.js';

describe('learning objectives of the quiz questions (issue 40)', () => {
  const ids = quizzes.en.flatMap((quiz) => quiz.questions.map((question) => question.id));

  it('tags every question of every quiz, and nothing else', () => {
    expect(Object.keys(quizObjectives).sort()).toEqual([...ids].sort());
  });

  it('seeds every studio quiz, in both languages, with each question tagged', () => {
    const seeds = studioSeeds();
    for (let moduleId = 1; moduleId <= 6; moduleId += 1) {
      for (const lang of ['en', 'es'] as const) {
        const quiz = editableQuizSchema.parse(seeds[`quiz-${moduleId}` as keyof typeof seeds][lang]);
        for (const question of quiz.questions) expect({ id: question.id, objective: question.objective }).toEqual({ id: question.id, objective: quizObjectives[question.id] });
      }
    }
  });

  it('has a question for every objective the studio offers', () => {
    expect([...new Set(Object.values(quizObjectives))].sort()).toEqual([...learningObjectives].sort());
  });
});
