import { useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { AdminPage } from '@reentry/contracts/admin-lists';
import type { AdminList } from '@reentry/contracts/admin-rules';
import { DetailsDialog } from './details-dialog';
import type { ListParams } from './list-params';
import { useListQuery } from './list-query';
import { QueryState } from './list-state';
import { ListTable, type ListColumn } from './list-table';
import { ListToolbar, type ListFilter } from './list-toolbar';
import { listMessages as m } from './list.messages';
import { Pagination } from './pagination';

export interface ListTabProps<Row> {
  list: AdminList;
  tab: string;
  params: ListParams;
  caption: MessageDescriptor;
  empty: MessageDescriptor;
  columns: ListColumn<Row>[];
  filters?: ListFilter[];
  dates?: boolean;
  /** A row's name, for its View Details button and the dialog's title. */
  nameOf?(row: Row): string;
  /** The dialog's content for a row; without it, no View Details column. */
  details?(row: Row): ReactNode;
  toolbarExtra?: ReactNode;
}

/** A list tab: search and filters, the table of one page, the pager, and a row's details in a dialog. */
export function ListTab<Row extends { id: number }>({ list, tab, params, caption, empty, columns, filters, dates, nameOf, details, toolbarExtra }: ListTabProps<Row>) {
  const intl = useIntl();
  const query = useListQuery<Row>(list, params);
  const [openId, setOpenId] = useState<number | null>(null);
  const withDetails: ListColumn<Row>[] = details
    ? [
        ...columns,
        {
          id: 'actions',
          header: m.actions,
          cell: (row) => (
            <button type="button" className="button button--secondary admin-row-button" aria-label={intl.formatMessage(m.viewDetailsOf, { name: nameOf?.(row) ?? `#${row.id}` })} onClick={() => setOpenId(row.id)}>
              {intl.formatMessage(m.viewDetails)}
            </button>
          ),
        },
      ]
    : columns;
  return (
    <>
      <ListToolbar list={list} tab={tab} params={params} filters={filters} dates={dates}>
        {toolbarExtra}
      </ListToolbar>
      <QueryState query={query}>
        {(page: AdminPage<Row>, busy) => {
          const open = page.items.find((row) => row.id === openId);
          return (
            <>
              <ListTable list={list} tab={tab} params={params} caption={caption} columns={withDetails} rows={page.items} empty={empty} busy={busy} />
              {page.items.length > 0 && <Pagination tab={tab} params={params} page={page} />}
              {open && details && (
                <DetailsDialog title={nameOf?.(open) ?? `#${open.id}`} onClose={() => setOpenId(null)}>
                  {details(open)}
                </DetailsDialog>
              )}
            </>
          );
        }}
      </QueryState>
    </>
  );
}
