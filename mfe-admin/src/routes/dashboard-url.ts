import { adminTabs, type AdminTab } from '@reentry/contracts/admin-rules';
import { readListParams, type ListParams } from '../shared/list-params';

/** The tab and list parameters a dashboard URL asks for (an unknown tab opens the first). */
export function readDashboardUrl(search: URLSearchParams): { tab: AdminTab; params: ListParams } {
  const asked = search.get('tab');
  const tab = adminTabs.find((name) => name === asked) ?? adminTabs[0];
  return { tab, params: readListParams(search) };
}
