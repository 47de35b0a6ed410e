import type { Knex } from 'knex';
import type { AdminPage } from '@reentry/contracts/admin-lists';
import { ADMIN_PAGE } from '@reentry/contracts/admin-rules';
import type { Locale } from '@reentry/contracts/locale';
import { prefixQuery, SEARCH_VECTORS } from './search-vectors.js';

export interface ListQueryBase {
  q?: string;
  sort: string;
  page: number;
  limit: number;
  from?: string;
  to?: string;
}

/** What a list may depend on besides the query: the clock and the site's time zone (for days and overdue flags). */
export interface ListContext {
  knex: Knex;
  timeZone: string;
  now: Date;
  locale: Locale;
}

/** A sortable column and its SQL type (the type carries a keyset position through a text parameter). */
export type SortColumn = readonly [column: string, sqlType: 'timestamptz' | 'text' | 'integer'];

export interface ListSpec<Query extends ListQueryBase, Row> {
  table: keyof typeof SEARCH_VECTORS | 'quiz_attempts';
  sortColumns: Record<string, SortColumn>;
  /** The list's own filters (status, type, ...), on columns qualified with the table name. */
  filter(qb: Knex.QueryBuilder, query: Query, context: ListContext): void;
  /** The row's columns (and joins) on a query whose base table is `table`. */
  select(qb: Knex.QueryBuilder, context: ListContext): void;
  toRow(row: Record<string, unknown>): Row;
}

type Direction = 'asc' | 'desc';

function sortOf<Query extends ListQueryBase>(spec: ListSpec<Query, unknown>, sort: string): { column: string; type: string; direction: Direction } {
  const direction: Direction = sort.startsWith('-') ? 'desc' : 'asc';
  const [column, type] = spec.sortColumns[sort.replace(/^-/, '')]!;
  return { column: `${spec.table}.${column}`, type, direction };
}

/** The filters every list shares (search words, days in the site's time zone), then the list's own. */
function filtered<Query extends ListQueryBase>(spec: ListSpec<Query, unknown>, query: Query, context: ListContext): Knex.QueryBuilder {
  const { knex, timeZone } = context;
  const qb = knex(spec.table);
  const id = `${spec.table}.id`;
  if (query.q) {
    const words = prefixQuery(query.q);
    const vector = SEARCH_VECTORS[spec.table as keyof typeof SEARCH_VECTORS];
    if (!words || !vector) qb.whereRaw('false');
    else {
      const number = /^#?(\d{1,9})$/.exec(query.q.trim())?.[1];
      qb.where((inner) => {
        inner.whereRaw(`${vector} @@ to_tsquery('simple', ?)`, [words]);
        if (number) inner.orWhere(id, Number(number));
      });
    }
  }
  const createdAt = `${spec.table}.created_at`;
  if (query.from) qb.whereRaw('?? >= (?::date)::timestamp at time zone ?', [createdAt, query.from, timeZone]);
  if (query.to) qb.whereRaw('?? < ((?::date) + 1)::timestamp at time zone ?', [createdAt, query.to, timeZone]);
  spec.filter(qb, query, context);
  return qb;
}

/**
 * One page of a list. The page's ids come from an id-only query (an index range for the sort key, so
 * even deep pages skip rows without reading them); then only those rows are read in full. The count
 * stops at ADMIN_PAGE.countCap, so it costs the same on a table of a hundred thousand rows as on one of ten thousand.
 */
export async function listPage<Query extends ListQueryBase, Row>(spec: ListSpec<Query, Row>, query: Query, context: ListContext): Promise<AdminPage<Row>> {
  const { knex } = context;
  const { column, direction } = sortOf(spec, query.sort);
  const id = `${spec.table}.id`;
  const order = [
    { column, order: direction },
    { column: id, order: direction },
  ];
  const ids = filtered(spec, query, context)
    .select(id)
    .orderBy(order)
    .offset((query.page - 1) * query.limit)
    .limit(query.limit + 1);
  const rowsQuery = knex(spec.table).join(ids.as('page_ids'), 'page_ids.id', id).orderBy(order);
  spec.select(rowsQuery, context);
  const countQuery = knex
    .from(filtered(spec, query, context).select(knex.raw('1')).limit(ADMIN_PAGE.countCap + 1).as('capped'))
    .count({ count: '*' });
  const [rows, counted] = await Promise.all([rowsQuery as Promise<Record<string, unknown>[]>, countQuery as Promise<{ count: number }[]>]);
  const count = Number(counted[0]?.count ?? 0);
  return {
    items: rows.slice(0, query.limit).map((row) => spec.toRow(row)),
    page: query.page,
    limit: query.limit,
    total: Math.min(count, ADMIN_PAGE.countCap),
    totalCapped: count > ADMIN_PAGE.countCap,
    hasMore: rows.length > query.limit,
  };
}

const EXPORT_BATCH = 1000;

/**
 * Every row of the list's current filter and sort, a batch at a time. Each batch is its own short query
 * that starts after the last row of the one before (keyset), so an export never holds a database
 * connection while a slow client downloads, and never re-reads skipped rows.
 */
export async function* exportRows<Query extends ListQueryBase, Row>(spec: ListSpec<Query, Row>, query: Query, context: ListContext): AsyncGenerator<Row> {
  const { knex } = context;
  const { column, type, direction } = sortOf(spec, query.sort);
  const id = `${spec.table}.id`;
  const order = [
    { column, order: direction },
    { column: id, order: direction },
  ];
  let after: { sortValue: string; id: number } | null = null;
  for (;;) {
    // The filter runs on the table alone (joins for display columns come after, as for a page).
    const ids = filtered(spec, query, context).select(id, knex.raw('??::text as export_sort_value', [column])).orderBy(order).limit(EXPORT_BATCH);
    if (after) ids.whereRaw(`(??, ??) ${direction === 'desc' ? '<' : '>'} (?::${type}, ?)`, [column, id, after.sortValue, after.id]);
    const rowsQuery = knex(spec.table).join(ids.as('batch_ids'), 'batch_ids.id', id).select('batch_ids.export_sort_value').orderBy(order);
    spec.select(rowsQuery, context);
    const rows = (await rowsQuery) as Record<string, unknown>[];
    for (const row of rows) yield spec.toRow(row);
    if (rows.length < EXPORT_BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { sortValue: String(last.exportSortValue), id: Number(last.id) };
  }
}
