import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ContentListItem } from '@reentry/contracts/content-studio';
import { useFormatters } from '../../shared/format';
import { dashboardHref, type ListParams } from '../../shared/list-params';
import { QueryState } from '../../shared/list-state';
import { ListTable, type ListColumn } from '../../shared/list-table';
import { useContentTitle } from './content-titles';
import { contentMessages as m } from './content.messages';
import { useContentList } from './content.query';

type Row = ContentListItem & { id: string };

/** Who did it when ("Jan 5, 2026 by ana"), or "Never". */
export function WhoWhen({ at }: { at: { at: string; by: string | null } | null }) {
  const { dateTime } = useFormatters();
  const intl = useIntl();
  if (!at) return <FormattedMessage {...m.never} />;
  return <FormattedMessage {...m.byWhen} values={{ when: dateTime(at.at), who: at.by ?? intl.formatMessage(m.someone) }} />;
}

/** Every document in site order: its name (a link to edit it), when the draft was saved, the live version. */
export function ContentList({ params }: { params: ListParams }) {
  const title = useContentTitle();
  const intl = useIntl();
  const columns: ListColumn<Row>[] = [
    {
      id: 'document',
      header: m.document,
      cell: (row) => (
        <Link to={dashboardHref('content', { doc: row.key })} aria-label={intl.formatMessage(m.edit, { title: title(row.key) })}>
          {title(row.key)}
        </Link>
      ),
    },
    { id: 'draftSaved', header: m.draftSaved, cell: (row) => <WhoWhen at={row.draftSaved} /> },
    { id: 'published', header: m.published, cell: (row) => (row.publishedVersion === null ? '—' : <FormattedMessage {...m.versionN} values={{ version: row.publishedVersion }} />) },
    { id: 'status', header: m.status, cell: (row) => <FormattedMessage {...(row.unpublishedChanges ? m.unpublished : m.upToDate)} /> },
  ];
  return (
    <QueryState query={useContentList()}>
      {(data, busy) => (
        <ListTable<Row> tab="content" params={params} caption={m.caption} empty={m.empty} columns={columns} rows={data.documents.map((doc) => ({ ...doc, id: doc.key }))} busy={busy} />
      )}
    </QueryState>
  );
}
