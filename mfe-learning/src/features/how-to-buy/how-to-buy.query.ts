import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@reentry/contracts/locale';
import { useLocale } from '@reentry/platform';

/** The guide's copy (steps, security notice, disclaimer) in one language. */
export function howToBuyQuery(locale: Locale) {
  return queryOptions({
    queryKey: ['learning', 'how-to-buy', locale],
    queryFn: async () => (await import('@reentry/content/how-to-buy')).howToBuy[locale],
  });
}

export function useHowToBuy() {
  const { locale } = useLocale();
  return useQuery({ ...howToBuyQuery(locale), placeholderData: keepPreviousData });
}
