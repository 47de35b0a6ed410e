import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { flexRender, getCoreRowModel, useReactTable, type CellContext, type ColumnDef, type HeaderContext, type SortingState } from '@tanstack/react-table';
import { adminSorts, type AdminList } from '@reentry/contracts/admin-rules';
import { useKeepRowFocus } from './keep-row-focus';
import { dashboardHref, type ListParams } from './list-params';

export interface ListColumn<Row> {
  id: string;
  header: MessageDescriptor;
  /** The API's sort key, when the list can be sorted by this column. */
  sortKey?: string;
  cell(row: Row): ReactNode;
}

interface ListTableProps<Row> {
  /** The API list whose sorts the headings offer (a list without one, like the content studio's, has no sort links). */
  list?: AdminList;
  tab: string;
  params: ListParams;
  caption: MessageDescriptor;
  columns: ListColumn<Row>[];
  rows: Row[];
  /** The spec's words when the list has no rows, e.g. "No donations found." */
  empty: MessageDescriptor;
  busy?: boolean;
}

type AnyColumn = ListColumn<never>;
const columnOf = (def: { meta?: unknown }) => def.meta as AnyColumn;

// One stable component for every cell and heading: flexRender renders a function as a component, so a
// new function per render would remount every cell (and lose the focus of a select in it).
function RenderCell({ row, column }: CellContext<never, unknown>) {
  return columnOf(column.columnDef).cell(row.original);
}
function RenderHeader({ column }: HeaderContext<never, unknown>) {
  return <FormattedMessage {...columnOf(column.columnDef).header} />;
}

/** The sort a heading link asks for: the other direction when it is the current sort, else the list's usual first. */
function nextSort(list: AdminList, key: string, current: string): string {
  if (current === key) return `-${key}`;
  if (current === `-${key}`) return key;
  const sorts = adminSorts[list] as readonly string[];
  return sorts.indexOf(`-${key}`) !== -1 && sorts.indexOf(`-${key}`) < sorts.indexOf(key) ? `-${key}` : key;
}

/**
 * A page of a list. Table state (columns, rows, sorting) lives in TanStack Table; the sort and page
 * themselves are in the URL, so every heading is a real link that also works before scripts run.
 */
export function ListTable<Row extends { id: number | string }>({ list, tab, params, caption, columns, rows, empty, busy = false }: ListTableProps<Row>) {
  const sort = params.sort ?? (list ? adminSorts[list][0] : '');
  const sorting: SortingState = [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }];
  const table = useReactTable<Row>({
    data: rows,
    columns: columns.map(
      (column): ColumnDef<Row> => ({
        id: column.sortKey ?? column.id,
        header: RenderHeader as unknown as ColumnDef<Row>['header'],
        cell: RenderCell as unknown as ColumnDef<Row>['cell'],
        meta: column,
        enableSorting: Boolean(list && column.sortKey),
      }),
    ),
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
    manualSorting: true,
    manualPagination: true,
    state: { sorting },
  });
  const keepFocus = useKeepRowFocus();

  if (rows.length === 0) {
    return (
      <p className="admin-empty" aria-busy={busy}>
        <FormattedMessage {...empty} />
      </p>
    );
  }
  return (
    <div className="admin-table-scroll">
      <table className="admin-table" aria-busy={busy}>
        <caption className="visually-hidden">
          <FormattedMessage {...caption} />
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const direction = header.column.getIsSorted();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th key={header.id} scope="col" aria-sort={direction ? (direction === 'desc' ? 'descending' : 'ascending') : undefined}>
                    {header.column.columnDef.enableSorting ? (
                      <Link className="admin-sort" to={dashboardHref(tab, { ...params, sort: nextSort(list!, header.column.id, sort), page: undefined })}>
                        {label}
                        <span aria-hidden="true">{direction === 'desc' ? ' ▼' : direction === 'asc' ? ' ▲' : ' ↕'}</span>
                      </Link>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody ref={keepFocus.ref} onFocus={keepFocus.onFocus}>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
