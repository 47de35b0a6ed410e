import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PracticeKind, PracticeScenario } from '@reentry/contracts/content-practice';
import type { Locale } from '@reentry/contracts/locale';
import type { PracticeProgress } from '@reentry/contracts/practice';
import { useApi, useLocale, type ApiClient } from '@reentry/platform';

/**
 * The scenarios are this remote's code (one chunk, both languages), like the lessons: loaded offline too.
 * Their answers are public (docs/decisions/issue-34-spot-the-scam.md); the API still grades what it saves.
 */
export const loadPracticeCode = () => import('@reentry/content/practice');

export interface PracticeListItem {
  id: string;
  title: string;
  kind: PracticeKind;
}

/** The list's view: titles and kinds only (whether a message is real is the exercise). */
export function practiceListQuery(locale: Locale) {
  return queryOptions({
    queryKey: ['learning', 'practice', 'list', locale],
    queryFn: async (): Promise<PracticeListItem[]> =>
      (await loadPracticeCode()).practiceScenarios[locale].map((s) => ({ id: s.id, title: s.title, kind: s.message.kind })),
    networkMode: 'always',
  });
}

/** One scenario in one language, and the id of the next one (null after the last); null for an unknown id. */
export function practiceScenarioQuery(id: string, locale: Locale) {
  return queryOptions({
    queryKey: ['learning', 'practice', 'scenario', id, locale],
    queryFn: async (): Promise<{ scenario: PracticeScenario; nextId: string | null } | null> => {
      const list = (await loadPracticeCode()).practiceScenarios[locale];
      const index = list.findIndex((s) => s.id === id);
      return index < 0 ? null : { scenario: list[index]!, nextId: list[index + 1]?.id ?? null };
    },
    networkMode: 'always',
  });
}

/** Every scenario in one language, answers included: the printed handout. */
export function practicePrintQuery(locale: Locale) {
  return queryOptions({
    queryKey: ['learning', 'practice', 'print', locale],
    queryFn: async () => [...(await loadPracticeCode()).practiceScenarios[locale]],
    networkMode: 'always',
  });
}

/** The signed-in learner's answered scenarios (`GET /api/practice/answers`). */
export function practiceProgressQuery(api: ApiClient) {
  return queryOptions({ queryKey: ['learning', 'practice', 'progress'], queryFn: () => api.get<PracticeProgress>('/api/practice/answers') });
}

export function usePracticeList() {
  const { locale } = useLocale();
  return useQuery(practiceListQuery(locale));
}

export function usePracticeScenario(id: string) {
  const { locale } = useLocale();
  return useQuery(practiceScenarioQuery(id, locale));
}

export function usePracticePrint() {
  const { locale } = useLocale();
  return useQuery(practicePrintQuery(locale));
}

export function usePracticeProgress(enabled: boolean) {
  return useQuery({ ...practiceProgressQuery(useApi()), enabled });
}
