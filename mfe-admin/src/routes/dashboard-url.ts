import { adminTabs, type AdminTab } from '@reentry/contracts/admin-rules';
import { readListParams, type ListParams } from '../shared/list-params';

/** What a dashboard URL opens: a tab and its list parameters, or a section this person may not use. */
export type DashboardView = { tab: AdminTab; denied: false; params: ListParams } | { tab: null; denied: true; params: ListParams };

/**
 * The one place that decides which tab a dashboard URL opens for this person (`tabs`: the ones they may
 * open). No tab, or an unknown one: the first they may. A real tab they may not open (a content editor at
 * `?tab=donations`) is `denied`: the page says so, never silently showing another tab (issue 39).
 */
export function readDashboardUrl(search: URLSearchParams, tabs: readonly AdminTab[] = adminTabs): DashboardView {
  const asked = search.get('tab');
  const params = readListParams(search);
  const allowed = tabs.find((name) => name === asked);
  if (allowed) return { tab: allowed, denied: false, params };
  if ((adminTabs as readonly (string | null)[]).includes(asked)) return { tab: null, denied: true, params };
  return { tab: tabs[0] ?? adminTabs[0], denied: false, params };
}
