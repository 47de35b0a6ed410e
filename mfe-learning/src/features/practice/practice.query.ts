import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PracticeKind, PracticeScenario } from '@reentry/contracts/content-practice';
import type { Locale } from '@reentry/contracts/locale';
import type { PracticeProgress } from '@reentry/contracts/practice';
import { studioDocumentQueries, useApi, useLocale, useStudioDocument, type ApiClient } from '@reentry/platform';

/**
 * Every scenario in one language: the content studio's `practice` document (issue 32), the draft in an
 * editor's preview. Their answers are public (docs/decisions/issue-34-spot-the-scam.md); the API grades
 * what it saves. One document for the list, each scenario and the handout: once a page has it, the others
 * need nothing more.
 */
export function practiceQueries(api: ApiClient, locale: Locale) {
  return studioDocumentQueries<PracticeScenario[]>(api, { key: 'practice', locale, queryKey: ['learning', 'practice', 'scenarios'] });
}

/** The scenarios in the page's language (while another language loads, the one on screen stays); the draft in a preview. */
export function usePracticeScenarios() {
  const { locale } = useLocale();
  return useStudioDocument(practiceQueries(useApi(), locale));
}

export interface PracticeListItem {
  id: string;
  title: string;
  kind: PracticeKind;
}

/** The list's view: titles and kinds only (whether a message is real is the exercise). */
export const practiceListItems = (scenarios: readonly PracticeScenario[]): PracticeListItem[] =>
  scenarios.map((scenario) => ({ id: scenario.id, title: scenario.title, kind: scenario.message.kind }));

/** One scenario and the id of the next one (null after the last); null for an id the document does not have. */
export function findScenario(scenarios: readonly PracticeScenario[], id: string): { scenario: PracticeScenario; nextId: string | null } | null {
  const index = scenarios.findIndex((scenario) => scenario.id === id);
  return index < 0 ? null : { scenario: scenarios[index]!, nextId: scenarios[index + 1]?.id ?? null };
}

/** The signed-in learner's answered scenarios (`GET /api/practice/answers`). */
export function practiceProgressQuery(api: ApiClient) {
  return queryOptions({ queryKey: ['learning', 'practice', 'progress'], queryFn: () => api.get<PracticeProgress>('/api/practice/answers') });
}

export function usePracticeProgress(enabled: boolean) {
  return useQuery({ ...practiceProgressQuery(useApi()), enabled });
}
