import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@reentry/contracts/locale';
import { useLocale } from '@reentry/platform';

/** The money plan's words (both languages, one chunk of this remote), like the lessons: offline too. */
export function moneyPlanGuideQuery(locale: Locale) {
  return queryOptions({
    queryKey: ['learning', 'money-plan', 'guide', locale],
    queryFn: async () => (await import('@reentry/content/money-plan-guide')).moneyPlanGuide[locale],
    networkMode: 'always',
  });
}

export function useMoneyPlanGuide() {
  const { locale } = useLocale();
  return useQuery(moneyPlanGuideQuery(locale));
}
