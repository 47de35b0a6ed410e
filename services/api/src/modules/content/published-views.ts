import { MODULE_IDS } from '@reentry/contracts/constants';
import type { LearningModule, ModuleCard } from '@reentry/contracts/content';
import type { PracticeScenario } from '@reentry/contracts/content-practice';
import type { EditableQuiz } from '@reentry/contracts/content-studio';
import { isContentKey, moduleKey, quizKey } from '@reentry/contracts/content-studio-rules';
import type { Locale } from '@reentry/contracts/locale';
import type { PublishedContent } from './published-cache.js';

// Typed reads of the published documents in one language (each passed its schema when published).

/** A module's published lesson; undefined for a module id that has none. */
export async function publishedModule(content: PublishedContent, moduleId: number, locale: Locale): Promise<LearningModule | undefined> {
  const key = moduleKey(moduleId);
  return isContentKey(key) ? ((await content.read(key)).document[locale] as LearningModule) : undefined;
}

/** The published quizzes (with their answers: for the server only) of these modules, by module id. */
export async function publishedQuizzes(content: PublishedContent, moduleIds: Iterable<number>, locale: Locale): Promise<Map<number, EditableQuiz>> {
  const ids = [...new Set(moduleIds)].filter((id) => isContentKey(quizKey(id)));
  const quizzes = await Promise.all(ids.map(async (id) => [id, (await content.read(quizKey(id))).document[locale] as EditableQuiz] as const));
  return new Map(quizzes);
}

/** The published Spot the scam scenarios, in order, and the version they are. */
export async function publishedScenarios(content: PublishedContent, locale: Locale): Promise<{ version: number; scenarios: PracticeScenario[] }> {
  const { version, document } = await content.read('practice');
  return { version, scenarios: document[locale] as PracticeScenario[] };
}

/** Modules 1..6 as cards (title, level, description, topics) from their published lessons, and each lesson's version. */
export async function publishedModuleCatalog(content: PublishedContent, locale: Locale): Promise<{ versions: number[]; cards: ModuleCard[] }> {
  const lessons = await Promise.all(MODULE_IDS.map((id) => content.read(moduleKey(id))));
  return {
    versions: lessons.map((lesson) => lesson.version),
    cards: lessons.map((lesson) => {
      const { id, title, level, description, topics } = lesson.document[locale] as LearningModule;
      return { id, title, level, description, topics };
    }),
  };
}

/** Each module's published title in both languages (certificates name their modules). */
export type ModuleTitles = Record<Locale, ReadonlyMap<number, string>>;
export async function publishedModuleTitles(content: PublishedContent): Promise<ModuleTitles> {
  const titles = async (locale: Locale) => new Map((await publishedModuleCatalog(content, locale)).cards.map((card) => [card.id, card.title]));
  const [en, es] = await Promise.all([titles('en'), titles('es')]);
  return { en, es };
}
