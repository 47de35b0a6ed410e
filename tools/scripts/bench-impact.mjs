// Benchmark: the public impact figures (GET /api/impact, issue 40) with 100,000 learners. Budget: under 50 ms.
// Seeds a throw-away schema on PostgreSQL (learners over the last 12 months, their finished modules, before-checks
// with their "after", certificates, well-being answers, facility requests), then calls the real app in process in
// a timed loop: once with the cache off (every call reads the day sums) and once as served (cached 5 minutes).
// It also times the rebuild of the day sums (impact_days), which the server runs every 5 minutes.
// Build the API first:
//   npm run build -w @reentry/contracts -w @reentry/content -w @reentry/api
//   node tools/scripts/bench-impact.mjs [rounds]       (DATABASE_URL, default the local test database)
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import inject from 'light-my-request';
import { createApp } from '../../services/api/dist/app.js';
import { loadConfig } from '../../services/api/dist/config.js';
import { createKnex } from '../../services/api/dist/db/knex.js';
import { migrateLatest } from '../../services/api/dist/db/migrate.js';
import { createLogger } from '../../services/api/dist/logger.js';
import { refreshImpactDays } from '../../services/api/dist/modules/impact/impact-days.js';
import { seedContent } from '../../services/api/dist/modules/content/content-seed.js';

const LEARNERS = 100_000;
const rounds = Number(process.argv[2] ?? 50);
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `bench_impact_${randomBytes(4).toString('hex')}`;
const knex = createKnex({ connectionString: databaseUrl, schema, poolMax: 10 });
// Spread over the last 360 days, a few minutes apart.
const ago = (i) => `now() - (((${i}) % 360) * interval '1 day') - (((${i}) % 1440) * interval '1 minute')`;

async function seed() {
  await migrateLatest(knex, schema);
  // The published quizzes, tagged with their learning objectives: the figures by objective read them.
  await seedContent(knex);
  const started = performance.now();
  const run = (sql) =>
    knex.transaction(async (trx) => {
      await trx.raw('set local statement_timeout = 0');
      await trx.raw(sql);
    });
  await run(`insert into users (username, password_hash, name, is_instructor, assigned_instructor_id, created_at)
    select 'learner' || i, 'x', 'Learner ' || i, i <= 50, case when i > 50 then 1 + i % 50 end, ${ago('i')} from generate_series(1, ${LEARNERS}) i`);
  // Each learner works through the first 1 to 6 modules: a finished module, and for most a before-check and its after.
  await run(`insert into module_progress (user_id, module_id, completed, score, completed_at)
    select u, m, true, 80, ${ago('u + m')} from generate_series(51, ${LEARNERS}) u, generate_series(1, 6) m where m <= 1 + u % 6`);
  // Before-checks and first graded attempts answered question by question, with the published quizzes' question ids.
  const quizzes = `(select substring(d.key from 6)::int as module_id, array(select q->>'id' from jsonb_array_elements(v.document->'en'->'questions') q) as ids
      from content_documents d join content_versions v on v.key = d.key and v.version = d.published_version where d.key ~ '^quiz-[1-6]$')`;
  const answered = (salt) => `array(select (u * m + k * ${salt}) % 3 <> 0 from generate_series(1, cardinality(qz.ids)) k)`;
  await run(`insert into pre_checks (user_id, module_id, question_ids, answers, correct, before_correct, before_total, after_correct, after_total, after_at, created_at)
    select u, m, qz.ids, array_fill('a'::text, array[cardinality(qz.ids)]), ${answered(1)},
      (u * m) % 6, 5, least(5, (u * m) % 6 + (u + m) % 3), 5, ${ago('u + m')}, ${ago('u + m + 1')}
    from generate_series(51, ${LEARNERS}) u, generate_series(1, 6) m join ${quizzes} qz on qz.module_id = m where m <= 1 + u % 6 and u % 5 <> 0`);
  await run(`insert into quiz_attempts (user_id, module_id, question_ids, answers, correct, score, passed, created_at)
    select p.user_id, p.module_id, p.question_ids, p.answers, ${answered(2).replace(/\bu\b/g, 'p.user_id').replace(/\bm\b/g, 'p.module_id')}, 80, true, p.after_at
    from pre_checks p join ${quizzes} qz on qz.module_id = p.module_id`);
  await run(`insert into certificates (code, user_id, kind, module_ids, printed_name, name_format, locale, completed_at, issued_at)
    select translate(substr(upper(md5(i::text)), 1, 16), '01', '23'), i, 'course', array[1,2,3,4,5], 'Learner ' || i, 'full', 'en', ${ago('i')}, ${ago('i')}
    from generate_series(51, ${LEARNERS}) i where i % 6 >= 4`);
  await run(`insert into well_being_answers (user_id, round, answers, age_group, score, created_at)
    select i, 'sign-up', array[2,2,2,2,2]::smallint[], '18-61', 30 + i % 40, ${ago('i')} from generate_series(51, ${LEARNERS}) i where i % 3 <> 0`);
  await run(`insert into well_being_answers (user_id, round, answers, age_group, score, created_at)
    select i, 'follow-up', array[2,2,2,2,2]::smallint[], '18-61', 33 + i % 40, ${ago('i + 90')} from generate_series(51, ${LEARNERS}) i where i % 3 = 1`);
  await run(`insert into facility_requests (facility_name, facility_type, contact_name, contact_position, contact_email, contact_phone,
      facility_address, participant_count, preferred_date, status, created_at)
    select 'Facility ' || (i % 400), 'prison', 'C', 'P', 'c' || i || '@example.org', '555-123-4567', '1 Main St', 20, 'May', 'done', ${ago('i')}
    from generate_series(1, 2000) i`);
  const connection = await knex.client.acquireConnection();
  try {
    await connection.query('set statement_timeout = 0');
    for (const table of ['users', 'module_progress', 'pre_checks', 'quiz_attempts', 'certificates', 'well_being_answers', 'facility_requests']) await connection.query(`vacuum analyze ${table}`);
    await connection.query('reset statement_timeout');
  } finally {
    await knex.client.releaseConnection(connection);
  }
  const counts = await knex.raw(`select (select count(*) from pre_checks) as pairs, (select count(*) from module_progress) as progress, (select count(*) from well_being_answers) as wb`);
  console.log(`seeded ${LEARNERS.toLocaleString('en-US')} learners (${JSON.stringify(counts.rows[0])}) in schema ${schema} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(dispatch, url) {
  const times = [];
  for (let i = 0; i < rounds + 3; i += 1) {
    const start = performance.now();
    const res = await inject(dispatch, { method: 'GET', url });
    const ms = performance.now() - start;
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    if (i >= 3) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) };
}

try {
  await seed();
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, SESSION_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'silent', SERVE_WEB: 'false', DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64') });
  const rebuild = performance.now();
  await refreshImpactDays(knex, config.site.timeZone);
  const rebuildMs = performance.now() - rebuild;
  const month = (offset) => new Date(Date.now() - offset * 30 * 86_400_000).toISOString().slice(0, 7);
  const urls = ['/api/impact', `/api/impact?from=${month(3)}&to=${month(0)}`, `/api/impact?from=${month(1)}&to=${month(1)}`];
  const rows = [];
  for (const [label, impactTtlMs] of [['uncached', 0], ['as served', undefined]]) {
    const app = createApp({ config, knex, logger: createLogger('silent'), impactTtlMs });
    for (const url of urls) rows.push({ label, url, ...(await measure(app.callback(), url)) });
  }
  const days = await knex('impact_days').count({ n: '*' });
  console.log(`\n${rounds} sequential calls each, in process (routing, validation, the statement, hiding, JSON):\n`);
  console.log('p50 ms   p95 ms   max ms   cache       request');
  for (const r of rows) console.log(`${r.p50.toFixed(1).padStart(6)}   ${r.p95.toFixed(1).padStart(6)}   ${r.max.toFixed(1).padStart(6)}   ${r.label.padEnd(10)}  GET ${r.url}`);
  console.log(`\nthe day sums: ${days[0].n} rows, rebuilt in ${(rebuildMs / 1000).toFixed(1)} s (every 5 minutes, by one replica)`);
  const worstCached = Math.max(...rows.filter((r) => r.label === 'as served').map((r) => r.p95));
  const worstUncached = Math.max(...rows.filter((r) => r.label === 'uncached').map((r) => r.p95));
  console.log(`\nworst p95 as served: ${worstCached.toFixed(1)} ms; uncached: ${worstUncached.toFixed(1)} ms; budget < 50 ms -> ${worstUncached < 50 ? 'met uncached' : worstCached < 50 ? 'met as served (cached), not uncached' : 'NOT met'}`);
} finally {
  if (!process.argv.includes('--keep')) await knex.raw('drop schema if exists ?? cascade', [schema]);
  await knex.destroy();
}
