import Koa from 'koa';
import type { Knex } from 'knex';
import request from 'supertest';
import { createKnex } from '../../db/knex.js';
import { AppError } from '../../errors.js';
import { createLogger } from '../../logger.js';
import { errorHandler } from '../../middleware/error-handler.js';
import { scaledRateLimits } from '../rate-limit/rate-limit.rules.js';
import { createRateLimiter } from '../rate-limit/rate-limit.service.js';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../test/test-db.js';
import { createIdempotentRunner } from './with-idempotency.js';

let db: TestDatabase;
const pools: Knex[] = [];
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(pools.map((knex) => knex.destroy()));
  await db.destroy();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A replica with one route whose work stores a contact message and answers with the attempt's number.
 * `failFirst`: the first attempt (shared by every replica) fails with 503 after a while, as a
 * database or mail outage would.
 */
function replicas(count: number, poolMax: number, failFirst: { attempts: number }) {
  return Array.from({ length: count }, () => {
    const knex = createKnex({ connectionString: TEST_DATABASE_URL, schema: db.schema, poolMax });
    pools.push(knex);
    const runner = createIdempotentRunner({ knex, rateLimiter: createRateLimiter(knex, scaledRateLimits(1)) });
    const app = new Koa();
    app.use(errorHandler(createLogger('silent')));
    app.use(async (ctx) => {
      const message = ctx.get('X-Message');
      await runner.respond(ctx, {
        scope: 'test',
        request: { message },
        status: 201,
        limits: [{ rule: 'formPerEmail', subject: `test|${message}` }],
        async run(trx) {
          failFirst.attempts += 1;
          const attempt = failFirst.attempts;
          await sleep(150);
          if (attempt === 1) throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Try again.');
          await trx('contact_messages').insert({ name: 'Test', email: 'test@example.org', subject: 'general', message, locale: 'en' });
          return { attempt };
        },
      });
    });
    return app;
  });
}

async function duplicates(apps: Koa[], copies: number, message: string) {
  const answers = await Promise.all(
    Array.from({ length: copies }, (_, i) => request(apps[i % apps.length]!.callback()).post('/').set('Idempotency-Key', `key-${message.replace(/\W/g, '-')}`).set('X-Message', message)),
  );
  const rows = await db.knex('contact_messages').where({ message });
  const counted = await db.knex('rate_limits').where({ key: `formPerEmail:test|${message}` }).first('count');
  return { answers, rows: rows.length, counted: counted?.count };
}

describe('createIdempotentRunner: the first of several duplicates fails', () => {
  it('in one process: the first caller gets the error, the next duplicate in line does the work once, the rest replay it', async () => {
    const { answers, rows, counted } = await duplicates(replicas(1, 10, { attempts: 0 }), 8, 'one process');
    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 201, 201, 201, 201, 201, 503]);
    const done = answers.filter((res) => res.status === 201);
    expect(done.map((res) => res.body)).toEqual(Array(7).fill({ attempt: 2 }));
    expect(done.filter((res) => res.headers['idempotent-replayed'] === 'true')).toHaveLength(6);
    expect(rows).toBe(1);
    // The failed attempt was rolled back, its count with it.
    expect(counted).toBe(1);
  });

  it('across replicas: a duplicate waiting on the key in the database proceeds once the first rolls back', async () => {
    const { answers, rows, counted } = await duplicates(replicas(2, 1, { attempts: 0 }), 8, 'two replicas');
    expect(answers.filter((res) => res.status === 503)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 201).map((res) => res.body)).toEqual(Array(7).fill({ attempt: 2 }));
    expect(rows).toBe(1);
    expect(counted).toBe(1);
  });

  it('answers 422 to a duplicate with another body that waited for the first, and keeps the first answer', async () => {
    const apps = replicas(1, 10, { attempts: 1 });
    const [first, other] = await Promise.all([
      request(apps[0]!.callback()).post('/').set('Idempotency-Key', 'key-shared').set('X-Message', 'first body'),
      sleep(20).then(() => request(apps[0]!.callback()).post('/').set('Idempotency-Key', 'key-shared').set('X-Message', 'other body')),
    ]);
    expect([first.status, other.status]).toEqual([201, 422]);
    expect(other.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await db.knex('contact_messages').where({ message: 'other body' })).toEqual([]);
  });
});
