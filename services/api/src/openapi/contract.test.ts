import { compileErrors, validate } from '@readme/openapi-parser';
import request, { type Response } from 'supertest';
import { translate } from '../i18n/translate.js';
import { startFakeStripe, type FakeStripe } from '../test/fake-stripe.js';
import { answerProblems, type DocumentLike } from '../test/openapi-check.js';
import { createTestDatabase, type TestDatabase } from '../test/test-db.js';
import { NO_BODY, send, type Call } from '../test/contract/call.js';
import type { Fixture } from '../test/contract/fixture.js';
import { accountFixtures } from '../test/contract/fixtures-accounts.js';
import { donationFixtures } from '../test/contract/fixtures-donations.js';
import { learningFixtures } from '../test/contract/fixtures-learning.js';
import { measuresFixtures } from '../test/contract/fixtures-measures.js';
import { staffFixtures } from '../test/contract/fixtures-staff.js';
import { operationsOf, type Operation } from '../test/contract/operations.js';
import { sampleOf, sampleParam } from '../test/contract/sample.js';
import { createWorld, type Role, type World } from '../test/contract/world.js';

// Every operation of the served OpenAPI document, called for real: without a session or with the wrong role,
// without the CSRF header or from another origin, with bodies that are not the documented object, and on its
// success path. Every answer's status and body must be what the document says (issue 39).

jest.setTimeout(240_000);

let db: TestDatabase;
let stripe: FakeStripe;
let world: World;
let document: DocumentLike;
let operations: Operation[];

beforeAll(async () => {
  db = await createTestDatabase();
  stripe = await startFakeStripe();
  world = await createWorld(db.knex, stripe);
  const served = await request(world.app.callback()).get('/api/openapi.json');
  document = served.body as DocumentLike;
  operations = operationsOf(document);
});
afterAll(async () => {
  await stripe.close();
  await db.destroy();
});

const fixtures: Record<string, Fixture> = { ...accountFixtures, ...learningFixtures, ...measuresFixtures, ...staffFixtures, ...donationFixtures };
const ROLE_OF: Record<string, Role | undefined> = { 'signed-in': 'learner', instructor: 'instructor', admin: 'admin', editor: 'editor' };
const STAFF = new Set(['instructor', 'admin', 'editor']);
const NOT_OBJECTS: unknown[] = [[1, 2], 'a string', '', null, 42, true];

/** The fixture's path parameters, else values sampled from the parameters' schemas. */
const paramsOf = (operation: Operation) =>
  fixtures[operation.key]?.params ?? Object.fromEntries(operation.pathParams.map((p) => [p.name, sampleParam(p.schema)]));
const sessionFor = async (operation: Operation) => {
  const role = ROLE_OF[operation.access];
  return role && (await world.cookieFor(role));
};

/** A call that gets past nothing but what is being tested: the role's own session, sampled parameters and body. */
async function probeCall(operation: Operation): Promise<Call> {
  const probe = await fixtures[operation.key]?.probe?.(world);
  const body = operation.body ? sampleOf(operation.body as Record<string, unknown>) : NO_BODY;
  return { cookie: await sessionFor(operation), params: paramsOf(operation), body, ...probe };
}

/** Collects what is wrong instead of stopping at the first, so one run lists every undocumented answer. */
function recorder() {
  const problems: string[] = [];
  return {
    problems,
    check(label: string, operation: Operation, res: Response, expected?: { statuses: number[] | ((status: number) => boolean); says: string }) {
      problems.push(...answerProblems(document, operation.method, operation.path, res).map((problem) => `${label}: ${problem}`));
      const ok = !expected || (Array.isArray(expected.statuses) ? expected.statuses.includes(res.status) : expected.statuses(res.status));
      if (!ok) problems.push(`${label}: ${operation.key} answered ${res.status}, expected ${expected!.says}: ${res.text.slice(0, 200)}`);
    },
  };
}

const refused = (status: number) => status >= 400 && status < 500;

describe('the served OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document (@readme/openapi-parser), and the validator refuses a broken one', async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    const broken = structuredClone(document) as { paths: Record<string, unknown> };
    broken.paths['/api/things'] = { get: { responses: { 200: { content: {} } } } };
    expect((await validate(broken as never)).valid).toBe(false);
  });

  it('has more than a hundred operations, and every fixture names one of them', () => {
    expect(operations.length).toBeGreaterThan(100);
    const keys = new Set(operations.map((operation) => operation.key));
    expect(Object.keys(fixtures).filter((key) => !keys.has(key))).toEqual([]);
  });
});

describe('every operation, called for real, answers as the document says', () => {
  it('without a session, and with a session of the wrong role', async () => {
    const { problems, check } = recorder();
    for (const operation of operations) {
      const call = await probeCall(operation);
      const anonymous = await send(world.app, operation, { ...call, cookie: undefined });
      const protectedOne = ROLE_OF[operation.access] !== undefined;
      check('no session', operation, anonymous, protectedOne ? { statuses: refused, says: 'a refusal' } : undefined);
      if (STAFF.has(operation.access)) {
        const learner = await send(world.app, operation, { ...call, cookie: await world.cookieFor('learner') });
        check('a learner', operation, learner, { statuses: [403], says: '403' });
      }
    }
    expect(problems).toEqual([]);
  });

  it('a state-changing call without X-Requested-With, or from another origin: 403', async () => {
    const { problems, check } = recorder();
    for (const operation of operations.filter((o) => o.csrf)) {
      const call = await probeCall(operation);
      check('no X-Requested-With', operation, await send(world.app, operation, call, { csrfHeader: false }), { statuses: [403], says: '403' });
      check('foreign Origin', operation, await send(world.app, operation, call, { origin: 'https://evil.example' }), { statuses: [403], says: '403' });
    }
    expect(problems).toEqual([]);
  });

  it('a body that is not an object (or none, where one is documented): a translated 400', async () => {
    const { problems, check } = recorder();
    const messages = new Set(['api.validation.bodyObject', 'api.validation.bodyRequired'].map((id) => translate('es', id)));
    for (const operation of operations.filter((o) => o.stateChanging)) {
      const call = await probeCall(operation);
      for (const body of operation.body ? [...NOT_OBJECTS, NO_BODY] : NOT_OBJECTS) {
        const label = `body ${body === NO_BODY ? '(none)' : JSON.stringify(body)}`;
        const res = await send(world.app, operation, { ...call, body }, { lang: 'es' });
        check(label, operation, res, { statuses: [400], says: '400' });
        const message = (res.body as { error?: { message?: string } }).error?.message ?? '';
        if (res.status === 400 && !messages.has(message)) problems.push(`${label}: ${operation.key} said "${message}", not the translated body message`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('on its success path (a body-less operation both with no body and with {})', async () => {
    const { problems, check } = recorder();
    for (const operation of operations) {
      const fixture = fixtures[operation.key] ?? {};
      const bodies = operation.stateChanging && !operation.body ? [NO_BODY, {}] : [undefined];
      for (const body of bodies) {
        const call = fixture.success ? await fixture.success(world) : await probeCall(operation);
        const res = await send(world.app, operation, {
          ...call,
          cookie: call.cookie ?? (await sessionFor(operation)),
          params: call.params ?? paramsOf(operation),
          ...(body === undefined ? {} : { body }),
        });
        const success = fixture.status ? [fixture.status] : (status: number) => status >= 200 && status < 300;
        check(`success${body === undefined ? '' : body === NO_BODY ? ' (no body)' : ' ({})'}`, operation, res, { statuses: success, says: fixture.status ? String(fixture.status) : 'a 2xx' });
      }
    }
    expect(problems).toEqual([]);
  });
});
