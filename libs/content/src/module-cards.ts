import type { ModuleCard } from '@reentry/contracts/content';
import type { Locale } from '@reentry/contracts/locale';
import { moduleCatalog } from './module-catalog.js';
import { moduleTopics } from './module-topics.js';

/**
 * This release's module cards (title, level, description, topics) in one language: what the API's module
 * catalogue makes from the published lessons, for pages that cannot reach it (offline, no kept copy).
 */
export function moduleCards(locale: Locale): ModuleCard[] {
  return moduleCatalog[locale].map((module) => ({ ...module, topics: [...(moduleTopics[locale][module.id] ?? [])] }));
}
