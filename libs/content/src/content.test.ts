import { learningModuleSchema } from '@reentry/contracts/content';
import { practiceScenarioSchema } from '@reentry/contracts/content-practice';
import {
  homeContentSchema,
  howToBuySchema,
  resourcesSchema,
  teachingResourcesSchema,
  workshopFaqSchema,
  xPostContentSchema,
} from '@reentry/contracts/content-pages';
import { locales } from '@reentry/contracts/locale';
import { howToBuy } from './how-to-buy.js';
import { home } from './home.js';
import { modules } from './modules.js';
import { practiceScenarios } from './practice.js';
import { quizAnswerKeys } from './quiz-answers.js';
import { quizzes } from './quizzes.js';
import { resources } from './resources.js';
import { teachingResources } from './teaching-resources.js';
import { workshopFaq } from './workshop-faq.js';
import { xPost } from './x-post.js';

/** Keys whose values must be identical in both languages. */
const stableKeys = new Set(['id', 'value', 'questionId', 'correctAnswer', 'moduleId', 'level', 'min', 'max', 'minutes', 'kind', 'best']);

/** The structure of the data with the words removed: ids, counts and optional fields remain. */
function skeleton(data: unknown, key = ''): unknown {
  if (Array.isArray(data)) return data.map((item) => skeleton(item));
  if (data && typeof data === 'object') {
    if ('url' in data && 'label' in data) return 'link';
    return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, skeleton(v, k)]));
  }
  return stableKeys.has(key) ? data : typeof data;
}

const entries = {
  modules: { data: modules, schema: learningModuleSchema.array().length(6) },
  resources: { data: resources, schema: resourcesSchema },
  howToBuy: { data: howToBuy, schema: howToBuySchema },
  home: { data: home, schema: homeContentSchema },
  workshopFaq: { data: workshopFaq, schema: workshopFaqSchema },
  teachingResources: { data: teachingResources, schema: teachingResourcesSchema },
  xPost: { data: xPost, schema: xPostContentSchema },
  practice: { data: practiceScenarios, schema: practiceScenarioSchema.array().min(14) },
};

describe.each(Object.entries(entries))('%s', (_name, { data, schema }) => {
  it.each(locales)('matches its schema in %s', (locale) => {
    const result = schema.safeParse(data[locale]);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('has the same ids, sections, items and options in English and Spanish', () => {
    expect(skeleton(data.es)).toEqual(skeleton(data.en));
  });
});

describe('quizzes and answer keys', () => {
  it('have the same questions, options and answers in English and Spanish', () => {
    expect(skeleton(quizzes.es)).toEqual(skeleton(quizzes.en));
    expect(skeleton(quizAnswerKeys.es)).toEqual(skeleton(quizAnswerKeys.en));
  });
});

describe('modules', () => {
  it('have the titles and levels of the spec (reading B)', () => {
    expect(modules.en.map((m) => [m.id, m.title, m.level])).toEqual([
      [1, 'Introduction to Digital Currency', 'Beginner'],
      [2, 'Digital Wallets & Security', 'Beginner'],
      [3, 'Safe Cryptocurrency Practices', 'Intermediate'],
      [4, 'Understanding Meme Coins', 'Intermediate'],
      [5, 'Post-Release Financial Steps', 'Advanced'],
      [6, 'Financial Literacy Basics', 'Beginner'],
    ]);
  });

  it.each(locales)('have 5 to 7 sections of 1 to 4 paragraphs each in %s', (locale) => {
    for (const m of modules[locale]) {
      expect(m.content.sections.length).toBeGreaterThanOrEqual(5);
      expect(m.content.sections.length).toBeLessThanOrEqual(7);
      for (const s of m.content.sections) expect(s.paragraphs.length).toBeLessThanOrEqual(4);
    }
  });

  it('carry the spec guidance figures', () => {
    const text = (id: number) => JSON.stringify(modules.en.find((m) => m.id === id));
    expect(text(6)).toContain('300 to 850');
    expect(text(6)).toContain('$10 to $20 a month');
    expect(text(5)).toContain('up to 3 new cards a year and 10 in your life');
    expect(text(5)).toContain('$10 to $25');
  });
});
