import type { Knex } from 'knex';
import type { RequestWorkflow } from '@reentry/contracts/admin-actions';
import type { WorkList } from '@reentry/contracts/admin-rules';
import { NotFoundError, ValidationError } from '../../errors.js';
import { writeAudit, type AuditActor } from '../audit/audit.service.js';
import { workTables } from './admin-requests.lists.js';

export interface WorkState {
  id: number;
  status: string;
  assigneeId: number | null;
  assigneeName: string | null;
}

const targetType: Record<WorkList, string> = {
  'facility-requests': 'facility_request',
  'assistance-requests': 'assistance_request',
  'contact-messages': 'contact_message',
};

/**
 * Sets a request's status and/or assignee (an admin, or null for nobody), in one transaction with its
 * audit row. Answers the new state; a change to what it already is writes nothing.
 */
export async function updateWorkflow(knex: Knex, list: WorkList, id: number, change: RequestWorkflow, actor: AuditActor): Promise<WorkState> {
  const table = workTables[list];
  return knex.transaction(async (trx) => {
    const current = (await trx(table).where({ id }).forUpdate().first('id', 'status', 'assigneeId')) as { id: number; status: string; assigneeId: number | null } | undefined;
    if (!current) throw new NotFoundError('Request not found.', 'api.admin.requestNotFound');
    if (change.assigneeId != null) {
      const assignee = (await trx('users').where({ id: change.assigneeId }).forShare().first('isAdmin')) as { isAdmin: boolean } | undefined;
      if (!assignee) throw new NotFoundError('Staff member not found.', 'api.admin.assigneeNotFound');
      if (!assignee.isAdmin) throw new ValidationError({ assigneeId: 'api.admin.assigneeNotStaff' });
    }
    const next = { status: change.status ?? current.status, assigneeId: change.assigneeId === undefined ? current.assigneeId : change.assigneeId };
    if (next.status !== current.status || next.assigneeId !== current.assigneeId) {
      await trx(table).where({ id }).update(next);
      await writeAudit(trx, {
        actor,
        action: `${targetType[list]}.workflow_changed`,
        targetType: targetType[list],
        targetId: id,
        detail: { fromStatus: current.status, toStatus: next.status, fromAssigneeId: current.assigneeId, toAssigneeId: next.assigneeId },
      });
    }
    const assignee = next.assigneeId === null ? undefined : ((await trx('users').where({ id: next.assigneeId }).first('name')) as { name: string } | undefined);
    return { id, status: next.status, assigneeId: next.assigneeId, assigneeName: assignee?.name ?? null };
  });
}
