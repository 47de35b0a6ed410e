import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { AdminPage } from '@reentry/contracts/admin-lists';
import { dashboardHref, type ListParams } from './list-params';
import { listMessages as m } from './list.messages';

/** How many rows match, which page this is, and links to the pages around it. */
export function Pagination({ tab, params, page }: { tab: string; params: ListParams; page: AdminPage<unknown> }) {
  const intl = useIntl();
  const pages = Math.max(1, Math.ceil(page.total / page.limit));
  const link = (to: number) => dashboardHref(tab, { ...params, page: to === 1 ? undefined : String(to) });
  return (
    <nav className="admin-pager" aria-label={intl.formatMessage(m.pagination)}>
      <p role="status">
        <FormattedMessage {...m.results} values={{ total: page.total, capped: String(page.totalCapped) }} />
        {' · '}
        <FormattedMessage {...m.pageOf} values={{ page: page.page, pages, capped: String(page.totalCapped) }} />
      </p>
      <div className="admin-pager__links">
        {page.page > 1 && (
          <Link to={link(page.page - 1)} rel="prev">
            <FormattedMessage {...m.previous} />
          </Link>
        )}
        {page.hasMore && (
          <Link to={link(page.page + 1)} rel="next">
            <FormattedMessage {...m.next} />
          </Link>
        )}
      </div>
    </nav>
  );
}
