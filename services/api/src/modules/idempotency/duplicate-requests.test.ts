import type Koa from 'koa';
import type { Knex } from 'knex';
import { createApp } from '../../app.js';
import { createKnex } from '../../db/knex.js';
import { createLogger } from '../../logger.js';
import { apiPost } from '../../test/api-client.js';
import { userWith } from '../../test/admin-kit.js';
import { stripeTestConfig } from '../../test/donations-kit.js';
import {
  assistanceBody,
  contactBody,
  counted,
  facilityBody,
  newKey,
  newRun,
  quizBody,
  sendDuplicates,
  storyBody,
  type DuplicateCase,
} from '../../test/duplicates-kit.js';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.js';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../test/test-db.js';

// Real limits (RATE_LIMIT_FACTOR 1): before issue 25, 8 duplicates spent 8 of the 5 sign-ups per email.
let db: TestDatabase;
let stripe: FakeStripe;
const pools: Knex[] = [];
/** Replicas, made once for the file (the shared test server has few connections to spare). */
let replicas: { pool10: Koa[]; pool1: Koa[] };
/** An app on its own pool of `poolMax` connections to the test schema: one API replica. */
function replica(poolMax: number): Koa {
  const knex = createKnex({ connectionString: TEST_DATABASE_URL, schema: db.schema, poolMax });
  pools.push(knex);
  return createApp({ config: stripeTestConfig(stripe, { RATE_LIMIT_FACTOR: '1', STAFF_EMAIL: 'team@example.org' }), knex, logger: createLogger(process.env.DUP_LOG ?? 'silent') });
}

beforeAll(async () => {
  db = await createTestDatabase();
  stripe = await startFakeStripe();
  replicas = { pool10: [replica(10), replica(10)], pool1: [replica(1), replica(1)] };
});
afterAll(async () => {
  await Promise.all(pools.map((knex) => knex.destroy()));
  await stripe.close();
  await db.destroy();
});
// Each test starts with fresh windows, so the address limits of one test do not run into the next.
beforeEach(() => db.knex('rate_limits').del());

const count = async (query: Knex.QueryBuilder) => Number(((await query.count({ n: '*' })) as { n: number }[])[0]!.n);
/** PaymentIntents Stripe made (a repeated create with the same Stripe idempotency key makes none). */
const intentsCreated = () => stripe.intents.size;

const form = (name: string, path: string, scope: string, body: (run: string) => object, table: string, where: (run: string) => Record<string, string>, perEmail = true): DuplicateCase => ({
  name,
  path,
  status: 201,
  async start(run) {
    const email = (body(run) as { email?: string; contactEmail?: string });
    return {
      body: body(run),
      rows: () => count(db.knex(table).where(where(run))),
      limitPrefixes: [`formPerIp:${scope}|`, ...(perEmail ? [`formPerEmail:${scope}|${email.email ?? email.contactEmail}`] : [])],
    };
  },
});

const cases: DuplicateCase[] = [
  form('facility requests', '/api/facility-requests', 'facility-requests', facilityBody, 'facility_requests', (run) => ({ contactEmail: `${run}@westside.example.org` })),
  form('contact messages', '/api/contact', 'contact', contactBody, 'contact_messages', (run) => ({ email: `${run}@example.org` })),
  form('assistance applications', '/api/assistance-requests', 'assistance-requests', assistanceBody, 'assistance_requests', (run) => ({ email: `${run}@example.org` })),
  form('success stories', '/api/success-stories', 'success-stories', storyBody, 'success_stories', (run) => ({ name: `Marcus ${run}` }), false),
  {
    name: 'payment intents',
    path: '/api/create-payment-intent',
    status: 200,
    async start(run) {
      return {
        body: { amount: 25, donorName: 'Maria Lopez', donorEmail: `${run}@example.org` },
        rows: () => count(db.knex('donations').where({ donorEmail: `${run}@example.org` })),
        limitPrefixes: ['paymentIntentPerIp:', 'paymentIntentPerSession:'],
      };
    },
  },
  {
    name: 'quiz attempts',
    path: '/api/modules/complete',
    status: 200,
    async start(run) {
      const learner = await userWith(db.knex, `quiz-${run}`);
      return {
        body: quizBody(1),
        cookie: learner.cookie,
        rows: () => count(db.knex('quiz_attempts').where({ userId: learner.id })),
        limitPrefixes: [`quizAttemptPerUser:${learner.id}`],
      };
    },
  },
];

/** N copies at once: all answered 2xx with the first answer, one row, no 429, and one count per limit. */
async function expectOneAnswer(apps: Koa[], route: DuplicateCase, copies: number): Promise<void> {
  const run = newRun();
  const request = await route.start(run);
  const limitsBefore = await counted(db.knex, request.limitPrefixes);
  const intentsBefore = intentsCreated();
  const answers = await sendDuplicates(apps, copies, route.path, request.body, newKey(run), request.cookie);

  expect(answers.map((res) => res.status)).toEqual(Array(copies).fill(route.status));
  expect(new Set(answers.map((res) => res.text)).size).toBe(1);
  expect(answers.filter((res) => res.headers['idempotent-replayed'] === 'true')).toHaveLength(copies - 1);
  expect(await request.rows()).toBe(1);
  expect(await counted(db.knex, request.limitPrefixes)).toBe(limitsBefore + request.limitPrefixes.length);
  if (route.path === '/api/create-payment-intent') expect(intentsCreated()).toBe(intentsBefore + 1);

  // The limits were not spent: the same person's next, different request goes through.
  const next = await apiPost(apps[0]!, route.path, request.body, { cookie: request.cookie, headers: { 'Idempotency-Key': newKey(newRun()) } });
  expect(next.status).toBe(route.status);
  expect(next.headers['idempotent-replayed']).toBeUndefined();
}

describe.each(cases)('$name: concurrent duplicates of one Idempotency-Key', (route) => {
  it.each([8, 50])('%i at once on one replica (default pool of 10)', async (copies) => {
    await expectOneAnswer(replicas.pool10.slice(0, 1), route, copies);
  });

  it('50 at once spread over two replicas, each with its own pool of 10', async () => {
    await expectOneAnswer(replicas.pool10, route, 50);
  });

  it('50 at once over two replicas with a pool of ONE connection each (the embedded database has one)', async () => {
    await expectOneAnswer(replicas.pool1, route, 50);
  });
});
