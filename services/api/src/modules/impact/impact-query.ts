import type { Knex } from 'knex';

/** The raw figures of one range, before anything is hidden: what the one SQL statement below returns. */
export interface RawImpact {
  learners: number;
  certificates: number;
  facilities: number;
  completed: { moduleId: number; n: number }[];
  pairs: { moduleId: number; n: number; before: number; after: number; gain: number; sd: number | null }[];
  wellBeing: {
    rounds: { round: 'sign-up' | 'follow-up'; n: number; mean: number }[];
    paired: { n: number; change: number | null; sd: number | null };
  };
}

export interface ImpactRange {
  /** First instant in the range, and the first instant after it. */
  start: Date;
  end: Date;
  /** One instructor's class (their assigned learners) only. */
  instructorId?: number;
}

// Every figure in one statement (one round trip, one plan). Each part reads its own index by date:
// users (created_at, id), module_progress_completed_idx, certificates_issued_idx, pre_checks_pairs_idx
// (index-only), well_being_round_idx. Every figure leaves out staff and deleted accounts; a deleted learner's
// before-checks and well-being answers are erased with the account, so they leave every figure.
const IMPACT_SQL = `
with learners as (
  select u.id from users u
   where u.deleted_at is null and not (u.is_admin or u.is_instructor or u.is_content_editor)
     and (:instructor::int is null or u.assigned_instructor_id = :instructor::int)
),
pairs as (
  select p.module_id, p.before_correct::float8 / p.before_total as b, p.after_correct::float8 / p.after_total as a
    from pre_checks p
   where p.after_at >= :start and p.after_at < :end
     and (:instructor::int is null or p.user_id in (select id from learners))
),
wb as (
  select w.user_id, w.round, w.score from well_being_answers w
   where w.created_at >= :start and w.created_at < :end
     and (:instructor::int is null or w.user_id in (select id from learners))
)
select
  (select count(*) from users u
    where u.created_at >= :start and u.created_at < :end and u.deleted_at is null
      and not (u.is_admin or u.is_instructor or u.is_content_editor)
      and (:instructor::int is null or u.assigned_instructor_id = :instructor::int)) as learners,
  (select count(*) from certificates c join users u on u.id = c.user_id
    where c.revoked_at is null and c.issued_at >= :start and c.issued_at < :end and u.deleted_at is null
      and not (u.is_admin or u.is_instructor or u.is_content_editor)
      and (:instructor::int is null or u.assigned_instructor_id = :instructor::int)) as certificates,
  (select count(distinct lower(btrim(f.facility_name))) from facility_requests f
    where f.status = 'done' and f.created_at >= :start and f.created_at < :end) as facilities,
  (select coalesce(json_agg(json_build_object('moduleId', module_id, 'n', n) order by module_id), '[]')
     from (select mp.module_id, count(*) as n from module_progress mp join users u on u.id = mp.user_id
            where mp.completed and mp.completed_at >= :start and mp.completed_at < :end and u.deleted_at is null
              and not (u.is_admin or u.is_instructor or u.is_content_editor)
              and (:instructor::int is null or u.assigned_instructor_id = :instructor::int)
            group by mp.module_id) m) as completed,
  (select coalesce(json_agg(json_build_object('moduleId', module_id, 'n', n, 'before', b, 'after', a, 'gain', g, 'sd', sd) order by module_id), '[]')
     from (select module_id, count(*) as n, avg(b) as b, avg(a) as a, avg(a - b) as g, stddev_samp(a - b) as sd
             from pairs group by module_id) m) as pairs,
  (select coalesce(json_agg(json_build_object('round', round, 'n', n, 'mean', mean) order by round), '[]')
     from (select round, count(*) as n, avg(score)::float8 as mean from wb group by round) r) as rounds,
  (select json_build_object('n', count(*), 'change', avg(d)::float8, 'sd', stddev_samp(d)::float8)
     from (select f.score - s.score as d from wb f
             join well_being_answers s on s.user_id = f.user_id and s.round = 'sign-up'
            where f.round = 'follow-up') d) as paired
`;

interface Row {
  learners: number;
  certificates: number;
  facilities: number;
  completed: RawImpact['completed'];
  pairs: RawImpact['pairs'];
  rounds: RawImpact['wellBeing']['rounds'];
  paired: RawImpact['wellBeing']['paired'];
}

/** `:name` bindings as knex's `?` ones (a `::type` cast is left alone). */
function positional(sql: string, values: Record<string, Knex.Value>): [string, Knex.Value[]] {
  const bindings: Knex.Value[] = [];
  const text = sql.replace(/(?<![:\w]):([a-z]+)/g, (_, name: string) => {
    bindings.push(values[name] ?? null);
    return '?';
  });
  return [text, bindings];
}

/** The raw figures of a range (nothing hidden yet: `impact.service.ts` hides the small ones). */
export async function queryImpact(knex: Knex, { start, end, instructorId }: ImpactRange): Promise<RawImpact> {
  const { rows } = (await knex.raw(...positional(IMPACT_SQL, { start, end, instructor: instructorId ?? null }))) as { rows: Row[] };
  const row = rows[0]!;
  return {
    learners: Number(row.learners),
    certificates: Number(row.certificates),
    facilities: Number(row.facilities),
    completed: row.completed,
    pairs: row.pairs,
    wellBeing: { rounds: row.rounds, paired: { n: Number(row.paired.n), change: row.paired.change, sd: row.paired.sd } },
  };
}
