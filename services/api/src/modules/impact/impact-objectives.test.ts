// Issue 40: the impact figures by learning objective (what each quiz question checks), checked against an
// independent SQL computation over the 300 seeded learners (the tags as the content package seeds them), and
// the rule that keeps a hidden module's or a small group's count from being worked out through a topic.
import request from 'supertest';
import { quizObjectives } from '@reentry/content/quiz-objectives';
import { impactSchema, type Impact } from '@reentry/contracts/impact';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';
import { PLAN, seedImpact } from '../../test/impact-kit.js';
import { refreshImpactDays } from './impact-days.js';
import { pairedInterval } from './paired-interval.js';

let db: TestDatabase;
let figures: Impact;
const config = testConfig();
const RANGE = `'2026-03-01'::timestamptz and '2026-05-01'::timestamptz`;

beforeAll(async () => {
  db = await createTestDatabase();
  const [row] = (await db.knex('users').insert({ username: 'impact-teacher', passwordHash: 'x', name: 'Terry Teacher', isInstructor: true }).returning('id')) as { id: number }[];
  await seedImpact(db.knex, row!.id);
  expect(await refreshImpactDays(db.knex, config.site.timeZone)).toBe(true);
  const res = await request(testApp(db.knex, { config }).callback()).get('/api/impact?from=2026-03&to=2026-04');
  figures = impactSchema.parse(res.body);
});
afterAll(() => db.destroy());

const sql = async <T>(text: string): Promise<T[]> => ((await db.knex.raw(text)) as { rows: T[] }).rows;
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

describe('GET /api/impact: by learning objective, against SQL written here', () => {
  // The tags as the content package seeds them (not as the service reads them from the published documents).
  const tags = Object.entries(quizObjectives).map(([id, objective]) => `('${id}', '${objective}')`).join(', ');
  const objectiveRows = (modules: string) =>
    sql<{ objective: string; n: number; perModule: number; before: number; after: number; sd: number | null }>(`
      with tags(question_id, objective) as (values ${tags}),
      p as (select p.* from pre_checks p join users u on u.id = p.user_id
             where p.after_at between ${RANGE} and not u.is_admin and not u.is_instructor and not u.is_content_editor and p.module_id in (${modules})),
      b as (select p.id, t.objective, avg(case when p.correct[i] then 1.0 else 0.0 end) as share
              from p, generate_subscripts(p.question_ids, 1) i, tags t where t.question_id = p.question_ids[i] group by p.id, t.objective),
      a as (select p.id, t.objective, avg(case when q.correct[i] then 1.0 else 0.0 end) as share
              from p join lateral (select * from quiz_attempts q where q.user_id = p.user_id and q.module_id = p.module_id and q.created_at >= p.created_at
                                    order by q.created_at, q.id limit 1) q on true, generate_subscripts(q.question_ids, 1) i, tags t
             where t.question_id = q.question_ids[i] group by p.id, t.objective),
      j as (select b.objective, p.module_id, b.share as b, a.share as a, count(*) over (partition by b.objective, p.module_id) as per_module
              from b join a using (id, objective) join p using (id))
      select objective, count(*)::int as n, max(per_module)::int as "perModule", avg(b)::float8 as before, avg(a)::float8 as after, stddev_samp(a - b)::float8 as sd
        from j group by objective order by 1`);

  it('gives each objective its pairs, the mean shares before and after, the gain and its interval, over the modules whose pairs are shown', async () => {
    // Modules 1, 2, 3 and 6 have 10 pairs or more in the range; module 4 has 7 (hidden) and module 5 none.
    const rows = await objectiveRows('1, 2, 3, 6');
    expect(rows.length).toBeGreaterThan(3);
    expect(figures.objectives.map((row) => row.objective)).toEqual(['budgeting', 'saving', 'banking', 'credit', 'borrowing', 'fines-and-fees', 'id-documents', 'digital-money', 'wallets', 'investing-risk', 'scams']);
    for (const shown of figures.objectives) {
      const row = rows.find((found) => found.objective === shown.objective);
      if (!row) {
        expect(shown).toEqual({ objective: shown.objective, pairs: 0, before: null, after: null, gain: null, ci95: null });
        continue;
      }
      // A person has one pair per module: only a module giving 10 pairs alone makes sure of 10 people.
      if (row.perModule < 10) {
        expect(shown).toMatchObject({ pairs: null, before: null, after: null, gain: null, ci95: null });
        continue;
      }
      const gain = row.after - row.before;
      expect(shown).toMatchObject({ pairs: row.n, before: round4(row.before), after: round4(row.after) });
      expect(shown.gain).toBeCloseTo(gain, 4);
      const [low, high] = pairedInterval(row.n, gain, row.sd!);
      expect(shown.ci95![0]).toBeCloseTo(low!, 3);
      expect(shown.ci95![1]).toBeCloseTo(high!, 3);
    }
  });

  it("leaves a hidden module's pairs out of every objective, so no objective's count gives a hidden module's away", async () => {
    const withHidden = await objectiveRows('1, 2, 3, 4, 6');
    const without = await objectiveRows('1, 2, 3, 6');
    // Module 4's questions are on scams and investing risk: with its 7 pairs, scams would read 7 more.
    const scams = (rows: { objective: string; n: number }[]) => rows.find((row) => row.objective === 'scams')!.n;
    expect(scams(withHidden) - scams(without)).toBe(PLAN[4]!.pairs);
    expect(figures.objectives.find((row) => row.objective === 'scams')!.pairs).toBe(scams(without));
    // An objective only module 4 checks has no shown pairs at all.
    expect(without.find((row) => row.objective === 'investing-risk')).toBeUndefined();
    expect(figures.objectives.find((row) => row.objective === 'investing-risk')).toMatchObject({ pairs: 0, before: null });
  });
});
