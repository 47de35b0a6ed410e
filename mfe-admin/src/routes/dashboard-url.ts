import { adminTabs, type AdminTab } from '@reentry/contracts/admin-rules';
import { readListParams, type ListParams } from '../shared/list-params';

/**
 * The tab and list parameters a dashboard URL asks for. An unknown tab, or one this person may not open,
 * opens the first they may (a content editor: the content studio).
 */
export function readDashboardUrl(search: URLSearchParams, tabs: readonly AdminTab[] = adminTabs): { tab: AdminTab; params: ListParams } {
  const asked = search.get('tab');
  const tab = tabs.find((name) => name === asked) ?? tabs[0] ?? adminTabs[0];
  return { tab, params: readListParams(search) };
}
