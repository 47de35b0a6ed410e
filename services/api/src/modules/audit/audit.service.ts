import type { Knex } from 'knex';
import type { AuditEntry, AuditLogPage, AuditLogQuery } from '@reentry/contracts/audit-log';

export interface AuditActor {
  id: number;
  username: string;
}

/** One thing that happened. `detail` is small and never holds sensitive values (no field contents). */
export interface AuditEvent {
  actor: AuditActor | null;
  /** `<target type>.<verb>`, e.g. `assistance_request.read`. */
  action: string;
  targetType: string;
  targetId: string | number;
  detail?: Record<string, string | number | boolean | null>;
}

/**
 * Appends to the audit log inside the caller's transaction, so the record of an action commits or rolls
 * back with the action itself. The table refuses updates and deletes (a database trigger).
 */
export async function writeAudit(trx: Knex.Transaction, event: AuditEvent): Promise<void> {
  await trx('audit_log').insert({
    actorUserId: event.actor?.id ?? null,
    actorUsername: event.actor?.username ?? null,
    action: event.action,
    targetType: event.targetType,
    targetId: String(event.targetId),
    detail: JSON.stringify(event.detail ?? {}),
  });
}

interface AuditRow extends Omit<AuditEntry, 'createdAt'> {
  createdAt: Date;
}

/** Newest first, one page; asks for one row more than the page to know whether another page exists. */
export async function listAudit(knex: Knex, { page, limit }: AuditLogQuery): Promise<AuditLogPage> {
  const rows = (await knex('audit_log')
    .orderBy('id', 'desc')
    .offset((page - 1) * limit)
    .limit(limit + 1)
    .select('id', 'actorUserId', 'actorUsername', 'action', 'targetType', 'targetId', 'detail', 'createdAt')) as AuditRow[];
  const items = rows.slice(0, limit).map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
  return { items, page, limit, hasMore: rows.length > limit };
}
