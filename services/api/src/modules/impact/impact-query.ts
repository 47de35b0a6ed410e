import type { Knex } from 'knex';
import { learningObjectives, type LearningObjective } from '@reentry/contracts/learning-objectives';

/** The raw figures of one range, before anything is hidden. */
export interface RawImpact {
  learners: number;
  certificates: number;
  facilities: number;
  completed: { moduleId: number; n: number }[];
  pairs: { moduleId: number; n: number; before: number; after: number; gain: number; sd: number | null }[];
  /**
   * The same per learning objective and module, as sums (a pair counts once in each objective its questions
   * check): the public figures leave out the modules whose own pairs are hidden (impact.service.ts).
   */
  objectives: { objective: LearningObjective; moduleId: number; n: number; sumBefore: number; sumAfter: number; sumDiff: number; sumDiffSquared: number }[];
  wellBeing: {
    rounds: { round: 'sign-up' | 'follow-up'; n: number; mean: number }[];
    paired: { n: number; change: number | null; sd: number | null };
  };
}

/** One day's sums of one measure (and module): what `impact_days` keeps, and what a class report reads live. */
export interface DayRow {
  kind: 'learner' | 'certificate' | 'completed' | 'pair' | 'objective-pair' | 'wb-sign-up' | 'wb-follow-up' | 'wb-pair';
  moduleId: number;
  /** The learning objective of an `objective-pair` row; empty for the others. */
  objective: string;
  n: number;
  sumBefore: number;
  sumAfter: number;
  sumDiff: number;
  sumDiffSquared: number;
}

// Every measure per day (in the organisation's time zone) and module, as sums from which means and standard
// deviations follow. Staff and deleted accounts leave every measure (a deleted learner's before-checks and
// well-being answers are erased with the account). The one definition of the figures: `refreshImpactDays`
// keeps all days of it in `impact_days`, and a class report runs it for its range and class.
// By objective: each published quiz question's objective (its English document's tag; the studio sets both
// languages at once), and per pair the share right among that objective's questions in the before-check and in
// the module's first graded attempt made after it (as `after_*` is), where both have such questions.
const DAY_ROWS_SQL = `
with people as (
  select u.id, u.created_at from users u
   where u.deleted_at is null and not (u.is_admin or u.is_instructor or u.is_content_editor)
     and (:instructor::int is null or u.assigned_instructor_id = :instructor::int)
),
checks as (
  select p.id, p.user_id, p.module_id, p.question_ids, p.correct, p.created_at, (p.after_at at time zone :tz)::date as day,
         p.before_correct::float8 / p.before_total as b, p.after_correct::float8 / p.after_total as a
    from pre_checks p join people on people.id = p.user_id
   where p.after_at >= :start and p.after_at < :end
),
tags as (
  select substring(d.key from 6)::int as module_id, q.value->>'id' as question_id, q.value->>'objective' as objective
    from content_documents d
    join content_versions v on v.key = d.key and v.version = d.published_version
    cross join lateral jsonb_array_elements(v.document->'en'->'questions') q
   where d.key ~ '^quiz-[1-6]$' and q.value->>'objective' is not null
),
objective_before as (
  select c.id, t.objective, avg(x.ok::int)::float8 as b
    from checks c cross join lateral unnest(c.question_ids, c.correct) as x(question_id, ok)
    join tags t on t.module_id = c.module_id and t.question_id = x.question_id
   group by c.id, t.objective
),
objective_after as (
  select c.id, t.objective, avg(x.ok::int)::float8 as a
    from checks c
    cross join lateral (select q.question_ids, q.correct from quiz_attempts q
                         where q.user_id = c.user_id and q.module_id = c.module_id and q.created_at >= c.created_at
                         order by q.created_at, q.id limit 1) first_attempt
    cross join lateral unnest(first_attempt.question_ids, first_attempt.correct) as x(question_id, ok)
    join tags t on t.module_id = c.module_id and t.question_id = x.question_id
   group by c.id, t.objective
),
wb as (
  select w.user_id, w.round, w.score, (w.created_at at time zone :tz)::date as day
    from well_being_answers w join people on people.id = w.user_id
   where w.created_at >= :start and w.created_at < :end
)
select 'learner' as kind, 0 as "moduleId", day, count(*) as n, 0::float8 as "sumBefore", 0::float8 as "sumAfter", 0::float8 as "sumDiff", 0::float8 as "sumDiffSquared", '' as objective
  from (select (created_at at time zone :tz)::date as day from people where created_at >= :start and created_at < :end) l group by day
union all
select 'certificate', 0, (c.issued_at at time zone :tz)::date, count(*), 0, 0, 0, 0, ''
  from certificates c join people on people.id = c.user_id
 where c.revoked_at is null and c.issued_at >= :start and c.issued_at < :end group by 3
union all
select 'completed', mp.module_id, (mp.completed_at at time zone :tz)::date, count(*), 0, 0, 0, 0, ''
  from module_progress mp join people on people.id = mp.user_id
 where mp.completed and mp.completed_at >= :start and mp.completed_at < :end group by 2, 3
union all
select 'pair', module_id, day, count(*), sum(b), sum(a), sum(a - b), sum((a - b) * (a - b)), '' from checks group by 2, 3
union all
select 'objective-pair', c.module_id, c.day, count(*), sum(ob.b), sum(oa.a), sum(oa.a - ob.b), sum((oa.a - ob.b) * (oa.a - ob.b)), ob.objective
  from objective_before ob join objective_after oa using (id, objective) join checks c using (id) group by ob.objective, c.module_id, c.day
union all
select 'wb-' || round, 0, day, count(*), sum(score), 0, 0, 0, '' from wb group by round, day
union all
select 'wb-pair', 0, f.day, count(*), 0, 0, sum(f.score - s.score), sum((f.score - s.score)::float8 * (f.score - s.score)), ''
  from wb f join well_being_answers s on s.user_id = f.user_id and s.round = 'sign-up'
 where f.round = 'follow-up' group by f.day
`;

/** `:name` bindings as knex's `?` ones (a `::type` cast is left alone). */
export function positional(sql: string, values: Record<string, Knex.Value>): [string, Knex.Value[]] {
  const bindings: Knex.Value[] = [];
  const text = sql.replace(/(?<![:\w]):([a-z]+)/g, (_, name: string) => {
    bindings.push(values[name] ?? null);
    return '?';
  });
  return [text, bindings];
}

export interface ImpactRange {
  /** First instant in the range, and the first instant after it. */
  start: Date;
  end: Date;
}

/** The day rows of a range (all days: -infinity to infinity), for everyone or one instructor's class. */
export function dayRowsQuery(knex: Knex, range: { start: Date | string; end: Date | string }, timeZone: string, instructorId?: number) {
  return knex.raw(...positional(DAY_ROWS_SQL, { start: range.start, end: range.end, tz: timeZone, instructor: instructorId ?? null }));
}

export async function liveDayRows(knex: Knex, range: ImpactRange, timeZone: string, instructorId?: number): Promise<DayRow[]> {
  return ((await dayRowsQuery(knex, range, timeZone, instructorId)) as { rows: DayRow[] }).rows;
}

/** Different facilities whose workshop request was marked done in the range (a small table, read live). */
export async function facilitiesReached(knex: Knex, { start, end }: ImpactRange): Promise<number> {
  const [row] = (await knex('facility_requests').where({ status: 'done' }).where('createdAt', '>=', start).where('createdAt', '<', end).select(knex.raw('count(distinct lower(btrim(facility_name))) as n'))) as { n: number }[];
  return Number(row?.n ?? 0);
}

/** The sample standard deviation of the differences from n, their sum and the sum of their squares (null below 2). */
export function sampleSd({ n, sumDiff, sumDiffSquared }: { n: number; sumDiff: number; sumDiffSquared: number }): number | null {
  return n < 2 ? null : Math.sqrt(Math.max(0, (sumDiffSquared - (sumDiff * sumDiff) / n) / (n - 1)));
}

/** Sums the day rows of a range into the raw figures: means from sums, standard deviations from sums of squares. */
export function sumDays(rows: readonly DayRow[], facilities: number): RawImpact {
  const totals = new Map<string, DayRow>();
  for (const row of rows) {
    const key = `${row.kind}/${row.moduleId}/${row.objective}`;
    const seen = totals.get(key) ?? { ...row, n: 0, sumBefore: 0, sumAfter: 0, sumDiff: 0, sumDiffSquared: 0 };
    totals.set(key, {
      ...seen,
      n: seen.n + Number(row.n),
      sumBefore: seen.sumBefore + Number(row.sumBefore),
      sumAfter: seen.sumAfter + Number(row.sumAfter),
      sumDiff: seen.sumDiff + Number(row.sumDiff),
      sumDiffSquared: seen.sumDiffSquared + Number(row.sumDiffSquared),
    });
  }
  const all = [...totals.values()].sort((a, b) => a.moduleId - b.moduleId);
  const of = (kind: DayRow['kind']) => all.filter((row) => row.kind === kind);
  const count = (kind: DayRow['kind']) => of(kind).reduce((sum, row) => sum + row.n, 0);
  const sd = sampleSd;
  const wbPair = of('wb-pair')[0];
  return {
    learners: count('learner'),
    certificates: count('certificate'),
    facilities,
    completed: of('completed').map((row) => ({ moduleId: row.moduleId, n: row.n })),
    pairs: of('pair').map((row) => ({ moduleId: row.moduleId, n: row.n, before: row.sumBefore / row.n, after: row.sumAfter / row.n, gain: row.sumDiff / row.n, sd: sd(row) })),
    objectives: of('objective-pair').flatMap(({ objective: tag, moduleId, n, sumBefore, sumAfter, sumDiff, sumDiffSquared }) => {
      const objective = learningObjectives.find((known) => known === tag);
      return objective ? [{ objective, moduleId, n, sumBefore, sumAfter, sumDiff, sumDiffSquared }] : [];
    }),
    wellBeing: {
      rounds: (['sign-up', 'follow-up'] as const).flatMap((round) => of(`wb-${round}`).map((row) => ({ round, n: row.n, mean: row.sumBefore / row.n }))),
      paired: wbPair ? { n: wbPair.n, change: wbPair.sumDiff / wbPair.n, sd: sd(wbPair) } : { n: 0, change: null, sd: null },
    },
  };
}
