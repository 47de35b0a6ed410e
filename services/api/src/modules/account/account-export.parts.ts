import type { Knex } from 'knex';
import type { AccountExport } from '@reentry/contracts/account';

export const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const isoAt = (value: Date | string): string => new Date(value).toISOString();

/**
 * The forms sent with the account's email address: which form, when, and where it stands (not their contents
 * again). Only for a verified address (issue 39): anyone can type someone else's address at sign-up, and an
 * assistance application here implies a criminal record.
 */
export async function formsSentWith(knex: Knex, email: string | null, verified: boolean): Promise<AccountExport['forms']> {
  if (!email || !verified) return [];
  const tables = [
    { form: 'contact-message', table: 'contact_messages', column: 'email' },
    { form: 'facility-request', table: 'facility_requests', column: 'contact_email' },
    { form: 'assistance-request', table: 'assistance_requests', column: 'email' },
  ];
  const lists = await Promise.all(
    tables.map(async ({ form, table, column }) => {
      const rows = (await knex(table).whereRaw(`lower(${column}) = lower(?)`, [email]).orderBy('createdAt').select('createdAt', 'status')) as { createdAt: Date; status: string | null }[];
      return rows.map((row) => ({ form, createdAt: isoAt(row.createdAt), status: row.status ?? null }));
    }),
  );
  return lists.flat();
}

/** Spot the scam answers, the money plan and the reading position: what the learner saved while learning. */
export async function savedWhileLearning(knex: Knex, userId: number): Promise<Pick<AccountExport, 'practiceAnswers' | 'moneyPlan' | 'readingPosition'>> {
  const [answers, plan, position] = await Promise.all([
    knex('practice_answers').where({ userId }).orderBy('id').select('scenarioId', 'choice', 'correct', 'createdAt') as Promise<{ scenarioId: string; choice: string; correct: boolean; createdAt: Date }[]>,
    knex('money_plans').where({ userId }).first('plan', 'updatedAt') as Promise<{ plan: NonNullable<AccountExport['moneyPlan']>['plan']; updatedAt: Date } | undefined>,
    knex('reading_positions').where({ userId }).first('moduleId', 'sectionId', 'readAt') as Promise<{ moduleId: number; sectionId: string; readAt: Date } | undefined>,
  ]);
  return {
    practiceAnswers: answers.map((row) => ({ scenarioId: row.scenarioId, choice: row.choice, correct: row.correct, createdAt: isoAt(row.createdAt) })),
    moneyPlan: plan ? { plan: plan.plan, updatedAt: isoAt(plan.updatedAt) } : null,
    readingPosition: position ? { moduleId: position.moduleId, sectionId: position.sectionId, readAt: isoAt(position.readAt) } : null,
  };
}

interface ChangeRow {
  newEmail: string | null;
  oldEmail: string | null;
  createdAt: Date;
  confirmedAt: Date | null;
  undoneAt: Date | null;
}

/** Email changes, two-step sign-in (never its secrets) and the audit entries by or about the account. */
export async function accountSecurity(knex: Knex, userId: number): Promise<Pick<AccountExport, 'emailChanges' | 'twoFactor' | 'activity'>> {
  const [changes, twoFactor, codes, audit] = await Promise.all([
    knex('email_changes').where({ userId }).orderBy('id').select('newEmail', 'oldEmail', 'createdAt', 'confirmedAt', 'undoneAt') as Promise<ChangeRow[]>,
    knex('two_factor').where({ userId }).first('enabledAt') as Promise<{ enabledAt: Date | null } | undefined>,
    knex('recovery_codes').where({ userId }).whereNull('usedAt').count({ n: '*' }) as Promise<{ n: number }[]>,
    knex('audit_log')
      .where((mine) => mine.where({ actorUserId: userId }).orWhere((about) => about.where({ targetType: 'user', targetId: String(userId) })))
      .orderBy('id')
      .select('action', 'createdAt', 'actorUserId') as Promise<{ action: string; createdAt: Date; actorUserId: number | null }[]>,
  ]);
  return {
    emailChanges: changes.map((row) => ({ newEmail: row.newEmail, oldEmail: row.oldEmail, askedAt: isoAt(row.createdAt), confirmedAt: iso(row.confirmedAt), undoneAt: iso(row.undoneAt) })),
    twoFactor: { enabled: Boolean(twoFactor?.enabledAt), enabledAt: iso(twoFactor?.enabledAt ?? null), recoveryCodesLeft: Number(codes[0]?.n ?? 0) },
    activity: audit.map((row) => ({ action: row.action, at: isoAt(row.createdAt), byYou: row.actorUserId === userId })),
  };
}

interface BeforeCheckRow {
  moduleId: number;
  answers: string[];
  beforeCorrect: number;
  beforeTotal: number;
  createdAt: Date;
  afterCorrect: number | null;
  afterTotal: number | null;
  afterAt: Date | null;
}

/** Before-checks and well-being answers (issue 40): what the learner told us about what they knew and how they feel. */
export async function measuredLearning(knex: Knex, userId: number): Promise<Pick<AccountExport, 'beforeChecks' | 'wellBeing'>> {
  const [checks, answers, user] = await Promise.all([
    knex('pre_checks').where({ userId }).orderBy('moduleId').select('moduleId', 'answers', 'beforeCorrect', 'beforeTotal', 'createdAt', 'afterCorrect', 'afterTotal', 'afterAt') as Promise<BeforeCheckRow[]>,
    knex('well_being_answers').where({ userId }).orderBy('id').select('round', 'answers', 'ageGroup', 'score', 'createdAt') as Promise<{ round: string; answers: number[]; ageGroup: string; score: number; createdAt: Date }[]>,
    knex('users').where({ id: userId }).first('wellBeingMailedAt') as Promise<{ wellBeingMailedAt: Date | null } | undefined>,
  ]);
  return {
    beforeChecks: checks.map((row) => ({
      moduleId: row.moduleId,
      answers: row.answers,
      correct: row.beforeCorrect,
      total: row.beforeTotal,
      answeredAt: isoAt(row.createdAt),
      after: row.afterAt === null ? null : { correct: row.afterCorrect!, total: row.afterTotal!, at: isoAt(row.afterAt) },
    })),
    wellBeing: {
      answers: answers.map((row) => ({ round: row.round, replies: row.answers, ageGroup: row.ageGroup, score: row.score, answeredAt: isoAt(row.createdAt) })),
      followUpMailedAt: iso(user?.wellBeingMailedAt ?? null),
    },
  };
}
