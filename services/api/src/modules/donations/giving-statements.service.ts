import type { Knex } from 'knex';
import type { Locale } from '@reentry/contracts/locale';
import type { Logger } from '../../logger.js';
import { writeAudit, type AuditActor } from '../audit/audit.service.js';
import { enqueueMail, type OutboxMail } from '../mail/outbox.service.js';
import type { OrganisationStore } from '../organisation/organisation.service.js';
import { NotFoundError } from '../../errors.js';
import { givingPdf } from './giving-pdf.js';
import { givingStatement, type StatementInput } from './giving-statement.js';

export interface StatementDeps {
  knex: Knex;
  logger: Logger;
  organisation: Pick<OrganisationStore, 'details'>;
  timeZone: string;
  publicUrl: string;
}

interface GiftRow {
  donorName: string;
  locale: Locale;
  amount: number;
  amountRefunded: number;
  currency: string;
  succeededAt: Date;
  monthlyGiftId: number | null;
}

/** Paid gifts of `year` (in the organisation's time zone); refunds are taken off. */
const giftsOfYear = (knex: Knex, year: number, timeZone: string) =>
  knex('donations').where({ status: 'succeeded' }).andWhereRaw('extract(year from succeeded_at at time zone ?)::integer = ?', [timeZone, year]);

async function statementInput(knex: Knex, email: string, year: number, timeZone: string): Promise<StatementInput | undefined> {
  const rows = (await giftsOfYear(knex, year, timeZone).andWhere({ donorEmail: email }).orderBy([{ column: 'succeededAt' }, { column: 'id' }])) as GiftRow[];
  const gifts = rows.filter((row) => row.amount > row.amountRefunded);
  const newest = gifts.at(-1);
  if (!newest) return undefined;
  return {
    donorName: newest.donorName,
    donorEmail: email,
    year,
    locale: newest.locale,
    gifts: gifts.map((row) => ({ amount: row.amount - row.amountRefunded, currency: row.currency, succeededAt: row.succeededAt, monthly: row.monthlyGiftId !== null })),
  };
}

/** The statement mail for an address and year, or undefined if the address gave nothing that year. */
async function statementMail(deps: StatementDeps, db: Knex, email: string, year: number): Promise<OutboxMail | undefined> {
  const input = await statementInput(db, email, year, deps.timeZone);
  return input && givingStatement(input, await deps.organisation.details(db), deps.timeZone, deps.publicUrl);
}

/**
 * Queues every donor's statement for `year`, once: the (year, address) row and the mail commit together,
 * so a second run, or the same run on another replica at the same moment, sends nothing again.
 */
export async function sendYearStatements(deps: StatementDeps, year: number): Promise<number> {
  const emails = (await giftsOfYear(deps.knex, year, deps.timeZone)
    .whereNotExists((q) => q.select(1).from('giving_statements').where({ year }).whereRaw('giving_statements.donor_email = donations.donor_email'))
    .distinct('donorEmail')) as { donorEmail: string }[];
  let sent = 0;
  for (const { donorEmail } of emails) {
    await deps.knex.transaction(async (trx) => {
      const [claim] = (await trx('giving_statements').insert({ year, donorEmail }).onConflict(['year', 'donorEmail']).ignore().returning('id')) as { id: number }[];
      if (!claim) return;
      const mail = await statementMail(deps, trx, donorEmail, year);
      if (!mail) return;
      await trx('giving_statements').where({ id: claim.id }).update({ outboxId: await enqueueMail(trx, mail) });
      sent += 1;
    });
  }
  deps.logger.info({ year, sent }, 'giving statements queued');
  return sent;
}

/** In January (in the organisation's time zone), the year whose statements are due; otherwise undefined. */
export function statementYearDue(now: Date, timeZone: string): number | undefined {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric' }).formatToParts(now);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  return month === 1 ? year - 1 : undefined;
}

/** The hourly job: sends last year's statements during January; a no-op the rest of the year. */
export async function sendDueStatements(deps: StatementDeps, now = new Date()): Promise<number> {
  const year = statementYearDue(now, deps.timeZone);
  return year === undefined ? 0 : sendYearStatements(deps, year);
}

/** The statement as a one-page PDF (404 if the address gave nothing that year). */
export async function statementPdf(deps: StatementDeps, email: string, year: number): Promise<Uint8Array> {
  const input = await statementInput(deps.knex, email, year, deps.timeZone);
  if (!input) throw new NotFoundError('No gifts that year.', 'api.donations.noStatement');
  const mail = givingStatement(input, await deps.organisation.details(deps.knex), deps.timeZone, deps.publicUrl);
  return givingPdf(mail.subject, mail.text, input.locale);
}

/** An admin sends a donor's statement again (audited); 404 if the address gave nothing that year. */
export async function resendStatement(deps: StatementDeps, email: string, year: number, actor: AuditActor): Promise<void> {
  await deps.knex.transaction(async (trx) => {
    const mail = await statementMail(deps, trx, email, year);
    if (!mail) throw new NotFoundError('No gifts that year.', 'api.donations.noStatement');
    const outboxId = await enqueueMail(trx, mail);
    await trx('giving_statements').insert({ year, donorEmail: email, outboxId }).onConflict(['year', 'donorEmail']).merge({ outboxId });
    await writeAudit(trx, { actor, action: 'giving_statement.resent', targetType: 'giving_statement', targetId: `${year}`, detail: { year } });
  });
}
