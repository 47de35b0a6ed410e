import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ModuleSummary } from '@reentry/contracts/content';
import type { Locale } from '@reentry/contracts/locale';
import { useLocale } from '@reentry/platform';

export interface ModuleCardData extends ModuleSummary {
  topics: string[];
}

/**
 * Each module's number, title, level, description and topics in one language: what cards and page
 * headings need, without any lesson text. Loaded on demand, so a first visit gets it in the page's data.
 */
export function moduleCatalogQuery(locale: Locale) {
  return queryOptions({
    queryKey: ['learning', 'module-catalog', locale],
    queryFn: async (): Promise<ModuleCardData[]> => {
      const [{ moduleCatalog }, { moduleTopics }] = await Promise.all([
        import('@reentry/content/module-catalog'),
        import('@reentry/content/module-topics'),
      ]);
      return moduleCatalog[locale].map((module) => ({ ...module, topics: moduleTopics[locale][module.id] ?? [] }));
    },
  });
}

/** The catalogue in the page's language (the previous language stays on screen while a new one loads). */
export function useModuleCatalog() {
  const { locale } = useLocale();
  return useQuery({ ...moduleCatalogQuery(locale), placeholderData: keepPreviousData });
}
