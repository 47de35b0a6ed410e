import type { Knex } from 'knex';
import type { MoneyPlanResponse } from '@reentry/contracts/money-plan';
import type { MoneyPlan } from '@reentry/contracts/money-plan-rules';
import { writeAudit, type AuditActor } from '../audit/audit.service.js';

interface MoneyPlanRow {
  plan: MoneyPlan;
  updatedAt: Date;
}

const answer = (row: MoneyPlanRow | undefined): MoneyPlanResponse =>
  row ? { plan: row.plan, updatedAt: new Date(row.updatedAt).toISOString() } : { plan: null, updatedAt: null };

/** The learner's own plan; the id comes from the session, never from the request. */
export async function readMoneyPlan(knex: Knex, userId: number): Promise<MoneyPlanResponse> {
  return answer(await knex('money_plans').where({ userId }).first('plan', 'updatedAt'));
}

/**
 * Replaces the learner's plan (one per learner) and records that it changed, not what it holds:
 * the amounts never go into the audit log.
 */
export async function saveMoneyPlan(knex: Knex, actor: AuditActor, plan: MoneyPlan): Promise<MoneyPlanResponse> {
  return knex.transaction(async (trx) => {
    const [row] = (await trx('money_plans')
      .insert({ userId: actor.id, plan: JSON.stringify(plan), updatedAt: trx.fn.now() })
      .onConflict('userId')
      .merge(['plan', 'updatedAt'])
      .returning(['plan', 'updatedAt'])) as MoneyPlanRow[];
    await writeAudit(trx, { actor, action: 'money_plan.saved', targetType: 'money_plan', targetId: actor.id });
    return answer(row);
  });
}
