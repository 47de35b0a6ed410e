import type { Knex } from 'knex';
import type { RequestStatus } from '@reentry/contracts/admin-rules';
import type { ListContext } from '../admin-lists/list-engine.js';
import { overdueCutoffs } from '../admin-lists/response-promises.js';

export type WorkTable = 'facility_requests' | 'assistance_requests' | 'contact_messages';

export interface WorkFilters {
  status?: RequestStatus;
  assignee?: number | 'none';
  overdue?: boolean;
  type?: string;
}

/** When a still-new request of this table becomes overdue; null when the site promises no reply time. */
function cutoff(table: WorkTable, context: ListContext): Date | null {
  const cutoffs = overdueCutoffs(context.now, context.timeZone);
  return table === 'facility_requests' ? cutoffs.workshop : table === 'assistance_requests' ? cutoffs.assistance : null;
}

function overdueSql(table: WorkTable, context: ListContext): [string, Date[]] {
  const at = cutoff(table, context);
  return at ? [`(${table}.status = 'new' and ${table}.created_at < ?)`, [at]] : ['false', []];
}

/** Status, assignee, overdue and the list's "type" column (facility type, help type, subject). */
export function applyWorkFilters(qb: Knex.QueryBuilder, table: WorkTable, typeColumn: string, filters: WorkFilters, context: ListContext): void {
  if (filters.status) qb.where(`${table}.status`, filters.status);
  if (filters.type) qb.where(`${table}.${typeColumn}`, filters.type);
  if (filters.assignee === 'none') qb.whereNull(`${table}.assignee_id`);
  else if (filters.assignee !== undefined) qb.where(`${table}.assignee_id`, filters.assignee);
  if (filters.overdue !== undefined) {
    const [sql, bindings] = overdueSql(table, context);
    qb.whereRaw(filters.overdue ? sql : `not ${sql}`, bindings);
  }
}

/** The work columns every request row carries: status, assignee (with a name to show) and the overdue flag. */
export function selectWorkColumns(qb: Knex.QueryBuilder, table: WorkTable, context: ListContext): void {
  const [sql, bindings] = overdueSql(table, context);
  qb.leftJoin('users as assignee', 'assignee.id', `${table}.assignee_id`).select(
    `${table}.status`,
    `${table}.assignee_id`,
    'assignee.name as assignee_name',
    context.knex.raw(`${sql} as overdue`, bindings),
  );
}

export interface WorkRow {
  status: RequestStatus;
  assigneeId: number | null;
  assigneeName: string | null;
  overdue: boolean;
}

export function toWorkFields(row: Record<string, unknown>): WorkRow {
  return {
    status: row.status as RequestStatus,
    assigneeId: (row.assigneeId as number | null) ?? null,
    assigneeName: (row.assigneeName as string | null) ?? null,
    overdue: row.overdue === true,
  };
}

export const iso = (value: unknown) => new Date(value as string).toISOString();
