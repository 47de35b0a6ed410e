import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useFormatters } from '../../shared/format';
import { currentPage, dashboardHref, type ListParams } from '../../shared/list-params';
import { QueryState } from '../../shared/list-state';
import { listMessages as m } from '../../shared/list.messages';
import { useAuditLog } from './audit-log.query';
import { auditMessages as a } from './audit-log.messages';

const detailText = (detail: Record<string, unknown>) =>
  Object.entries(detail)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ');

/** The audit-log tab: read-only, a page of 50 at a time. */
export function AuditLogTab({ params }: { params: ListParams }) {
  const intl = useIntl();
  const format = useFormatters();
  const page = currentPage(params);
  return (
    <>
      <p className="admin-note">
        <FormattedMessage {...a.intro} />
      </p>
      <QueryState query={useAuditLog(page)}>
        {(log, busy) =>
          log.items.length === 0 ? (
            <p className="admin-empty">
              <FormattedMessage {...a.empty} />
            </p>
          ) : (
            <>
              <div className="admin-table-scroll">
                <table className="admin-table" aria-busy={busy}>
                  <caption className="visually-hidden">
                    <FormattedMessage {...a.caption} />
                  </caption>
                  <thead>
                    <tr>
                      {[a.when, a.who, a.action, a.record, a.detail].map((header) => (
                        <th key={header.id} scope="col">
                          {intl.formatMessage(header)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {log.items.map((entry) => (
                      <tr key={entry.id}>
                        <td>{format.dateTime(entry.createdAt)}</td>
                        <td>{entry.actorUsername ?? '—'}</td>
                        <td><code>{entry.action}</code></td>
                        <td>{`${entry.targetType} ${entry.targetId}`}</td>
                        <td className="admin-muted">{detailText(entry.detail)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <nav className="admin-pager" aria-label={intl.formatMessage(m.pagination)}>
                <div className="admin-pager__links">
                  {page > 1 && <Link to={dashboardHref('audit-log', page === 2 ? {} : { page: String(page - 1) })}><FormattedMessage {...a.newer} /></Link>}
                  {log.hasMore && <Link to={dashboardHref('audit-log', { page: String(page + 1) })}><FormattedMessage {...a.older} /></Link>}
                </div>
              </nav>
            </>
          )
        }
      </QueryState>
    </>
  );
}
