import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Koa from 'koa';
import type { Knex } from 'knex';
import { createApp } from '../../app.js';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../db/embedded.js';
import { createKnex } from '../../db/knex.js';
import { migrateLatest } from '../../db/migrate.js';
import { createLogger } from '../../logger.js';
import { userWith } from '../../test/admin-kit.js';
import { stripeTestConfig } from '../../test/donations-kit.js';
import { facilityBody, newKey, newRun, quizBody, sendDuplicates } from '../../test/duplicates-kit.js';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.js';

// The embedded database (PGlite) as `npm start` runs it: one connection for the whole API, which
// serialises every query. The first start runs initdb (several seconds on these machines).
jest.setTimeout(180_000);

let dataDir: string;
let embedded: EmbeddedDatabase;
let knex: Knex;
let stripe: FakeStripe;
let app: Koa;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'embedded-duplicates-'));
  embedded = await startEmbeddedDatabase(dataDir);
  knex = createKnex({ connectionString: embedded.connectionString, poolMax: 1 });
  await migrateLatest(knex);
  stripe = await startFakeStripe();
  app = createApp({ config: stripeTestConfig(stripe, { RATE_LIMIT_FACTOR: '1' }), knex, logger: createLogger('silent') });
});
afterAll(async () => {
  await stripe?.close();
  await knex?.destroy();
  await embedded?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('50 concurrent duplicates on the embedded database (a pool of one connection)', () => {
  it('a workshop request: all 201, one row, one count per limit', async () => {
    const run = newRun();
    const answers = await sendDuplicates([app], 50, '/api/facility-requests', facilityBody(run), newKey(run));
    expect(answers.map((res) => res.status)).toEqual(Array(50).fill(201));
    expect(await knex('facility_requests').where({ contactEmail: `${run}@westside.example.org` })).toHaveLength(1);
    expect((await knex('rate_limits').where({ key: `formPerEmail:facility-requests|${run}@westside.example.org` }).first('count')).count).toBe(1);
  });

  it('a payment intent: all 200 with one client secret, one donation', async () => {
    const run = newRun();
    const answers = await sendDuplicates([app], 50, '/api/create-payment-intent', { amount: 10, donorName: 'Maria Lopez', donorEmail: `${run}@example.org` }, newKey(run));
    expect(answers.map((res) => res.status)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((res) => res.body.clientSecret)).size).toBe(1);
    expect(await knex('donations').where({ donorEmail: `${run}@example.org` })).toHaveLength(1);
  });

  it('a quiz attempt: all 200 with the same graded result, one attempt stored', async () => {
    const run = newRun();
    const learner = await userWith(knex, `embedded-${run}`);
    const answers = await sendDuplicates([app], 50, '/api/modules/complete', quizBody(1), newKey(run), learner.cookie);
    expect(answers.map((res) => res.status)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((res) => res.text)).size).toBe(1);
    expect(await knex('quiz_attempts').where({ userId: learner.id })).toHaveLength(1);
  });
});
