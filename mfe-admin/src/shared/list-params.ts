import { ADMIN_PAGE } from '@reentry/contracts/admin-rules';

/** The list parameters the URL carries (besides `tab`), passed to the API as they are; `doc` names the content being edited. */
export const LIST_PARAM_NAMES = ['q', 'status', 'type', 'assignee', 'overdue', 'role', 'instructorId', 'locale', 'frequency', 'from', 'to', 'sort', 'page', 'limit', 'doc'] as const;
export type ListParamName = (typeof LIST_PARAM_NAMES)[number];
export type ListParams = Partial<Record<ListParamName, string>>;

/** The list parameters of a URL, blanks dropped, in a fixed order (so equal lists share one cache entry). */
export function readListParams(search: URLSearchParams): ListParams {
  const params: ListParams = {};
  for (const name of LIST_PARAM_NAMES) {
    const value = search.get(name)?.trim();
    if (value) params[name] = value;
  }
  return params;
}

/** `?a=1&b=2` (or '') for the API or a link. */
export function toQueryString(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The dashboard URL for a tab with these list parameters. */
export function dashboardHref(tab: string, params: ListParams = {}): string {
  return `/admin${toQueryString({ tab, ...params })}`;
}

export function currentPage(params: ListParams): number {
  const page = Number(params.page);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function currentLimit(params: ListParams): number {
  const limit = Number(params.limit);
  return Number.isInteger(limit) && limit > 0 ? limit : ADMIN_PAGE.defaultLimit;
}

/** The export of a list: the same filter and sort, every row (no page). */
export function csvHref(list: string, params: ListParams): string {
  const { page: _page, limit: _limit, ...filter } = params;
  return `/api/admin/${list}.csv${toQueryString(filter)}`;
}
