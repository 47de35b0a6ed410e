import type { Knex } from 'knex';
import type { Overview, WeekCount } from '@reentry/contracts/admin-overview';
import type { Locale } from '@reentry/contracts/locale';
import { overdueCutoffs } from '../admin-lists/response-promises.js';
import type { PublishedContent } from '../content/published-cache.js';
import { publishedQuizzes } from '../content/published-views.js';
import { givingPerMonth } from './giving-per-month.js';

export interface OverviewContext {
  knex: Knex;
  timeZone: string;
  now: Date;
  locale: Locale;
  /** The published quizzes word the most-missed questions. */
  content: PublishedContent;
}

const MOST_MISSED = 10;
const num = (value: unknown) => Number(value ?? 0);

/**
 * Learners (accounts without a staff role) who registered, then who passed modules 1..n in a row:
 * one pass over the completed-module rows, each learner's modules folded into a bit mask.
 */
async function funnel(knex: Knex): Promise<Overview['funnel']> {
  const steps = [1, 2, 3, 4, 5, 6];
  const { rows } = (await knex.raw(
    `with learners as (select id from users where not is_admin and not is_instructor),
     masks as (
       select mp.user_id, bit_or(1 << (mp.module_id - 1)) as mask
       from module_progress mp join learners l on l.id = mp.user_id
       where mp.completed group by mp.user_id
     )
     select (select count(*) from learners) as registered,
       ${steps.map((step) => `count(*) filter (where mask & ${2 ** step - 1} = ${2 ** step - 1}) as passed_${step}`).join(', ')}
     from masks`,
  )) as { rows: Record<string, unknown>[] };
  const row = rows[0] ?? {};
  return [{ step: 0, learners: num(row.registered) }, ...steps.map((step) => ({ step, learners: num(row[`passed_${step}`]) }))];
}

const perTable = (table: string, extra = 'count(*)') =>
  `(select ${extra} from ${table} t where t.created_at >= (w.week at time zone :tz) and t.created_at < ((w.week + interval '1 week') at time zone :tz))`;

/** Requests and donations per week (weeks start on Monday in the site's time zone), oldest first, empty weeks included. */
async function perWeek(context: OverviewContext, weeks: number): Promise<WeekCount[]> {
  const { rows } = (await context.knex.raw(
    `with weeks as (
       select generate_series(
         date_trunc('week', cast(:now as timestamptz) at time zone :tz) - (cast(:weeks as integer) - 1) * interval '1 week',
         date_trunc('week', cast(:now as timestamptz) at time zone :tz),
         interval '1 week') as week
     )
     select to_char(w.week, 'YYYY-MM-DD') as week,
       ${perTable('facility_requests')} as facility_requests,
       ${perTable('assistance_requests')} as assistance_requests,
       ${perTable('contact_messages')} as contact_messages,
       ${perTable('donations')} as donations,
       ${perTable('donations', "coalesce(sum(t.amount) filter (where t.status = 'succeeded'), 0)")} as donated_cents
     from weeks w order by w.week`,
    { now: context.now.toISOString(), tz: context.timeZone, weeks },
  )) as { rows: Record<string, unknown>[] };
  return rows.map((row) => ({
    week: String(row.week),
    facilityRequests: num(row.facility_requests),
    assistanceRequests: num(row.assistance_requests),
    contactMessages: num(row.contact_messages),
    donations: num(row.donations),
    donatedCents: num(row.donated_cents),
  }));
}

/** The quiz questions learners got wrong most often in the period, worded by the published quiz in the reader's language. */
async function mostMissed(context: OverviewContext, since: string): Promise<Overview['mostMissed']> {
  const { rows } = (await context.knex.raw(
    `select a.module_id, q.question_id, count(*) as attempts, count(*) filter (where not q.correct) as missed
     from quiz_attempts a cross join lateral unnest(a.question_ids, a.correct) as q(question_id, correct)
     where a.created_at >= cast(:since as date)::timestamp at time zone :tz
     group by a.module_id, q.question_id
     having count(*) filter (where not q.correct) > 0
     order by missed desc, attempts desc, a.module_id, q.question_id
     limit ${MOST_MISSED}`,
    { since, tz: context.timeZone },
  )) as { rows: { module_id: number; question_id: string; attempts: unknown; missed: unknown }[] };
  const quizzes = await publishedQuizzes(context.content, rows.map((row) => row.module_id), context.locale);
  return rows.map((row) => ({
    moduleId: row.module_id,
    questionId: row.question_id,
    text: quizzes.get(row.module_id)?.questions.find((question) => question.id === row.question_id)?.text ?? row.question_id,
    attempts: num(row.attempts),
    missed: num(row.missed),
  }));
}

async function overdueCounts(context: OverviewContext): Promise<Overview['overdue']> {
  const cutoffs = overdueCutoffs(context.now, context.timeZone);
  const count = async (table: string, before: Date) =>
    num(((await context.knex(table).where('status', 'new').where('createdAt', '<', before).count({ count: '*' })) as { count: number }[])[0]?.count);
  return { facilityRequests: await count('facility_requests', cutoffs.workshop), assistanceRequests: await count('assistance_requests', cutoffs.assistance) };
}

/** `GET /api/admin/overview`: the learner funnel, requests and donations per week, monthly giving per month, most-missed questions. */
export async function getOverview(context: OverviewContext, weeks: number): Promise<Overview> {
  const weekly = await perWeek(context, weeks);
  return {
    weeks,
    generatedAt: context.now.toISOString(),
    funnel: await funnel(context.knex),
    perWeek: weekly,
    perMonth: await givingPerMonth(context),
    mostMissed: await mostMissed(context, weekly[0]!.week),
    overdue: await overdueCounts(context),
  };
}
