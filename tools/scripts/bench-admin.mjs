// Benchmark: a page of every admin list with 100,000 rows in each table. Budget (ARCHITECTURE.md
// section 8): p95 under 100 ms. Seeds a throw-away schema on PostgreSQL, then calls the real app in
// process (session, admin guard, validation, query, JSON) in a timed loop. Build the API first:
//   npm run build -w @reentry/contracts -w @reentry/content -w @reentry/api
//   node tools/scripts/bench-admin.mjs [rounds]       (DATABASE_URL, default the local test database)
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import inject from 'light-my-request';
import { createApp } from '../../services/api/dist/app.js';
import { loadConfig } from '../../services/api/dist/config.js';
import { createKnex } from '../../services/api/dist/db/knex.js';
import { migrateLatest } from '../../services/api/dist/db/migrate.js';
import { createLogger } from '../../services/api/dist/logger.js';
import { hashPassword } from '../../services/api/dist/modules/auth/password.js';

const ROWS = 100_000;
const rounds = Number(process.argv[2] ?? 100);
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `bench_admin_${randomBytes(4).toString('hex')}`;
const knex = createKnex({ connectionString: databaseUrl, schema, poolMax: 10 });

const FIRST = "(array['Maria','James','Rosa','Tom','Ana','Luis','Grace','Omar','Lena','Jamal','Kim','Diego','Nia','Paul','Sara','Victor','Ines','Malik','Joy','Raul'])";
const LAST = "(array['Lopez','Baker','Nguyen','Smith','Garcia','Brown','Diaz','Khan','Moore','Reyes','Clark','Young','Santos','Hill','Ortiz','Green','Cruz','Wood','Ramos','King'])";
const name = (i) => `${FIRST}[1 + ${i} % 20] || ' ' || ${LAST}[1 + (${i} / 20) % 20] || ' ' || ${i}`;
const ago = (i) => `now() - (${i} * interval '10 minutes')`;
const pick = (values, i) => `(array[${values.map((v) => `'${v}'`).join(',')}])[1 + ${i} % ${values.length}]`;

async function seed() {
  await migrateLatest(knex, schema);
  const started = performance.now();
  // Bulk loads take longer than the API's statement timeout on a busy machine.
  const run = (sql) =>
    knex.transaction(async (trx) => {
      await trx.raw('set local statement_timeout = 0');
      await trx.raw(sql);
    });
  await run(`insert into users (username, password_hash, email, name, is_admin, is_instructor, assigned_instructor_id, created_at)
    select 'user' || i, 'x', 'user' || i || '@example.org', ${name('i')}, i <= 5, i > 5 and i <= 1005,
      case when i > 1005 and i % 5 <> 0 then 6 + i % 1000 end, ${ago('i')}
    from generate_series(1, ${ROWS}) i`);
  await run(`insert into module_progress (user_id, module_id, completed, score, completed_at)
    select 1005 + u, m, (u + m) % 4 <> 0, 40 + (u * m) % 61, now() from generate_series(1, ${ROWS / 4}) u, generate_series(1, 4) m`);
  await run(`insert into quiz_attempts (user_id, module_id, question_ids, answers, correct, score, passed, created_at)
    select 1005 + i % 90000, 1 + i % 5, array['q1','q2','q3','q4','q5'], array['a','b','c','d','a'],
      array[i % 2 = 0, i % 3 = 0, i % 5 <> 0, true, i % 7 <> 0], 60, i % 3 <> 0, ${ago('i')}
    from generate_series(1, ${ROWS}) i`);
  await run(`insert into facility_requests (facility_name, facility_type, contact_name, contact_position, contact_email, contact_phone,
      facility_address, participant_count, preferred_date, status, assignee_id, created_at)
    select 'Facility ' || ${LAST}[1 + i % 20] || ' ' || i, ${pick(['prison', 'halfway', 'reentry', 'other'], 'i')}, ${name('i')}, 'Director',
      'contact' || i || '@example.org', '555-123-4567', i || ' Main St', 1 + i % 200, 'Spring',
      ${pick(['new', 'in_progress', 'done', 'done'], 'i')}, case when i % 3 = 0 then 1 + i % 5 end, ${ago('i')}
    from generate_series(1, ${ROWS}) i`);
  await run(`insert into assistance_requests (reference, full_name, email, phone, release_date, location, assistance_type,
      current_situation, status, assignee_id, created_at)
    select 'B' || lpad(i::text, 7, '0'), ${name('i')}, 'applicant' || i || '@example.org', '555-123-4567', '2025-01-01', 'Denver',
      ${pick(['housing', 'employment', 'both'], 'i')}, 'enc1:x', ${pick(['new', 'in_progress', 'done', 'done'], 'i')},
      case when i % 3 = 0 then 1 + i % 5 end, ${ago('i')}
    from generate_series(1, ${ROWS}) i`);
  await run(`insert into contact_messages (name, email, subject, message, status, created_at)
    select ${name('i')}, 'writer' || i || '@example.org', ${pick(['general', 'facility', 'volunteer', 'donation', 'media', 'other'], 'i')},
      'I would like to know more about volunteering and the workshops, message ' || i, ${pick(['new', 'in_progress', 'done'], 'i')}, ${ago('i')}
    from generate_series(1, ${ROWS}) i`);
  await run(`insert into donations (donor_name, donor_email, amount, status, is_anonymous, created_at)
    select ${name('i')}, 'donor' || i || '@example.org', 100 + (i * 37) % 50000, ${pick(['succeeded', 'succeeded', 'pending', 'failed', 'refunded'], 'i')},
      i % 10 = 0, ${ago('i')}
    from generate_series(1, ${ROWS}) i`);
  await run(`insert into success_stories (name, story, location, occupation, is_approved, locale, created_at)
    select ${name('i')}, 'I opened my first bank account and now save every month. Story ' || i, 'Denver', 'Cook', i % 2 = 0,
      ${pick(['en', 'es'], 'i')}, ${ago('i')}
    from generate_series(1, ${ROWS}) i`);
  // What autovacuum does on a live database: statistics, and the visibility map for index-only scans.
  const connection = await knex.client.acquireConnection();
  try {
    await connection.query('set statement_timeout = 0');
    for (const table of ['users', 'module_progress', 'quiz_attempts', 'facility_requests', 'assistance_requests', 'contact_messages', 'donations', 'success_stories']) {
      await connection.query(`vacuum analyze ${table}`);
    }
    await connection.query('reset statement_timeout');
  } finally {
    await knex.client.releaseConnection(connection);
  }
  console.log(`seeded ${ROWS.toLocaleString('en-US')} rows per table in schema ${schema} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const CASES = [
  ['facility-requests', ['', '?q=maria', '?status=new&type=prison', '?sort=facilityName', '?overdue=true', '?from=2025-06-01&to=2025-06-30', '?page=40', '?page=400']],
  ['assistance-requests', ['', '?q=rosa%20lop', '?status=new&type=housing', '?sort=-fullName', '?assignee=none&overdue=true', '?page=400']],
  ['contact-messages', ['', '?q=volunteering', '?status=in_progress&type=media', '?sort=name', '?page=400']],
  ['donations', ['', '?q=grace', '?status=succeeded', '?sort=-amount', '?from=2025-01-01&to=2025-03-31', '?page=400']],
  ['success-stories', ['', '?status=pending', '?q=omar', '?locale=es&sort=name', '?page=400']],
  ['user-progress', ['', '?q=james', '?role=unassigned', '?role=instructor&sort=name', '?instructorId=500', '?sort=username', '?page=400']],
  ['overview', ['']],
];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(dispatch, cookie) {
  const results = [];
  for (const [list, queries] of CASES) {
    for (const query of queries) {
      const url = `/api/admin/${list}${query}`;
      const times = [];
      for (let i = 0; i < rounds + 5; i += 1) {
        const start = performance.now();
        const res = await inject(dispatch, { method: 'GET', url, headers: { cookie, 'accept-language': 'en' } });
        const ms = performance.now() - start;
        if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
        if (i >= 5) times.push(ms); // the first calls warm caches and plans
      }
      times.sort((a, b) => a - b);
      results.push({ url, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) });
    }
  }
  return results;
}

try {
  await seed();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    RATE_LIMIT_FACTOR: '100',
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  });
  const app = createApp({ config, knex, logger: createLogger('silent') });
  const dispatch = app.callback();
  const password = `Bench-${randomBytes(8).toString('hex')}-Admin`;
  await knex('users').where({ id: 1 }).update({ passwordHash: await hashPassword(password) });
  const login = await inject(dispatch, {
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
    payload: JSON.stringify({ username: 'user1', password }),
  });
  if (login.statusCode !== 200) throw new Error(`login answered ${login.statusCode}: ${login.body}`);
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

  const results = await measure(dispatch, cookie);
  console.log(`\n${rounds} sequential calls each, in process (session, admin guard, validation, queries, JSON):\n`);
  console.log('p50 ms   p95 ms   max ms   request');
  for (const r of results) console.log(`${r.p50.toFixed(1).padStart(6)}   ${r.p95.toFixed(1).padStart(6)}   ${r.max.toFixed(1).padStart(6)}   GET ${r.url}`);
  const worst = results.reduce((a, b) => (b.p95 > a.p95 ? b : a));
  console.log(`\nworst p95: ${worst.p95.toFixed(1)} ms (${worst.url}); budget p95 < 100 ms -> ${worst.p95 < 100 ? 'met' : 'NOT met'}`);
} finally {
  if (!process.argv.includes('--keep')) await knex.raw('drop schema if exists ?? cascade', [schema]);
  await knex.destroy();
}
