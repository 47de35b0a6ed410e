import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Resources } from '@reentry/contracts/content-pages';
import type { Locale } from '@reentry/contracts/locale';
import { useLocale } from '@reentry/platform';

// The reader's language only: the page's data carries one language, not both.
const resources: Record<Locale, () => Promise<Resources>> = {
  en: async () => {
    const [finance, support] = await Promise.all([import('@reentry/content/resources/finance.en'), import('@reentry/content/resources/support.en')]);
    return { finance: finance.financeEn, courage: support.courageEn, programs: support.programsEn };
  },
  es: async () => {
    const [finance, support] = await Promise.all([import('@reentry/content/resources/finance.es'), import('@reentry/content/resources/support.es')]);
    return { finance: finance.financeEs, courage: support.courageEs, programs: support.programsEs };
  },
};

/** The three tabs' content (Finance, Courage, Programs) in one language. */
export function resourcesQuery(locale: Locale) {
  return queryOptions({ queryKey: ['learning', 'resources', locale], queryFn: resources[locale] });
}

export function useResources() {
  const { locale } = useLocale();
  return useQuery({ ...resourcesQuery(locale), placeholderData: keepPreviousData });
}
