import type Koa from 'koa';
import { myCertificatesSchema, type MyCertificates } from '@reentry/contracts/certificates';
import { allKeys, apiGet, apiPost } from '../../test/api-client.js';
import { learner, failModule, passModules } from '../../test/certificates-kit.js';
import { expectDocumented } from '../../test/openapi-check.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';
import { TEST_SECRET } from '../../test/admin-kit.js';
import { createPublishedContent } from '../content/published-cache.js';
import { issueEarnedCertificates } from './certificates.service.js';

let db: TestDatabase;
let app: Koa;
const config = testConfig({ SESSION_SECRET: TEST_SECRET });

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex, { config });
});
afterAll(() => db.destroy());

const issue = (cookie: string, body: unknown = {}, lang: 'en' | 'es' = 'en') => apiPost(app, '/api/certificates', body, { cookie, lang });
const mine = async (cookie: string): Promise<MyCertificates> => myCertificatesSchema.parse((await apiGet(app, '/api/certificates', cookie)).body);
const verify = (code: string) => apiGet(app, `/api/certificates/${encodeURIComponent(code)}`);

describe('issuing', () => {
  it('gives no course certificate for four passed modules, whatever the request claims', async () => {
    const user = await learner(db.knex);
    await passModules(app, user.cookie, [1, 2, 3, 4]);
    await failModule(app, user.cookie, 5);
    // A progress row that says "completed" is not a graded pass either.
    await db.knex('module_progress').where({ userId: user.id, moduleId: 5 }).update({ completed: true, score: 100 });
    const res = await issue(user.cookie, { kind: 'course', moduleIds: [1, 2, 3, 4, 5], completed: true, passed: true, nameFormat: 'full' });
    expect(res.status).toBe(200);
    expectDocumented(res, 'POST', '/api/certificates');
    expect(res.body.certificates).toEqual([]);
    expect(res.body.progress).toEqual([
      { kind: 'course', moduleIds: [1, 2, 3, 4, 5], passedModuleIds: [1, 2, 3, 4], earned: false },
      { kind: 'financial-literacy-basics', moduleIds: [6], passedModuleIds: [], earned: false },
    ]);
    expect(await db.knex('certificates').where({ userId: user.id })).toEqual([]);
  });

  it('issues the course certificate once modules 1 to 5 are passed, dated by the last first pass', async () => {
    const user = await learner(db.knex);
    await passModules(app, user.cookie, [1, 2, 3, 4, 5]);
    await passModules(app, user.cookie, [3]); // a later pass of an earlier module changes nothing
    const fifth = (await db.knex('quiz_attempts').where({ userId: user.id, moduleId: 5 }).first('createdAt')) as { createdAt: Date };
    const res = await issue(user.cookie);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const [certificate, ...others] = myCertificatesSchema.parse(res.body).certificates;
    expect(others).toEqual([]);
    expect(certificate).toMatchObject({
      kind: 'course',
      status: 'valid',
      locale: 'en',
      title: 'Financial Literacy and Digital Money Course',
      printedName: 'Ana María Núñez',
      nameFormat: 'full',
      completedOn: new Intl.DateTimeFormat('en-CA', { timeZone: config.site.timeZone }).format(fifth.createdAt),
      revokedOn: null,
      revokedByStaff: false,
    });
    expect(certificate!.code).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}(-[2-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(certificate!.modules.map((module) => module.id)).toEqual([1, 2, 3, 4, 5]);
    expect(certificate!.modules[0]!.title).toBe('Introduction to Digital Currency');
    expect(certificate!.verifyUrl).toBe(`${config.publicUrl}/certificates/verify/${certificate!.code}`);
    expect(certificate!.pdfUrl).toBe(`/api/certificates/${certificate!.code}.pdf`);
    expect(certificate!.qr.size).toBeGreaterThanOrEqual(21);
    expect(await mine(user.cookie)).toEqual(res.body);
  });

  it('is idempotent for the same name format, also when two requests race', async () => {
    const user = await learner(db.knex);
    await passModules(app, user.cookie, [1, 2, 3, 4, 5, 6]);
    const answers = await Promise.all([issue(user.cookie), issue(user.cookie), issue(user.cookie, { nameFormat: 'full' })]);
    const codes = answers.map((res) => res.body.certificates.map((c: { code: string }) => c.code));
    expect(codes[1]).toEqual(codes[0]);
    expect(codes[2]).toEqual(codes[0]);
    expect(answers[0]!.body.certificates.map((c: { kind: string }) => c.kind)).toEqual(['course', 'financial-literacy-basics']);
    expect(await db.knex('certificates').where({ userId: user.id }).count({ n: '*' })).toEqual([{ n: 2 }]);
  });

  it('reissues under another name format: the old code verifies as revoked, without the reason', async () => {
    const user = await learner(db.knex, '  José   de la Cruz Peña ');
    await passModules(app, user.cookie, [6]);
    const first = (await issue(user.cookie)).body.certificates[0];
    expect(first.printedName).toBe('José de la Cruz Peña');
    const second = (await issue(user.cookie, { nameFormat: 'firstLastInitial' })).body.certificates;
    expect(second).toHaveLength(1);
    expect(second[0]).toMatchObject({ kind: 'financial-literacy-basics', printedName: 'José P.', nameFormat: 'firstLastInitial', status: 'valid' });
    expect(second[0].code).not.toBe(first.code);
    const old = await verify(first.code);
    expect(old.body).toMatchObject({ status: 'revoked', printedName: 'José de la Cruz Peña' });
    expect(old.body.revokedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(old.text).not.toMatch(/reissued/i);
  });

  it('writes the certificate in the language of the request that issued it', async () => {
    const user = await learner(db.knex);
    await passModules(app, user.cookie, [6]);
    const [certificate] = (await issue(user.cookie, {}, 'es')).body.certificates;
    expect(certificate).toMatchObject({ locale: 'es', title: 'Conceptos básicos de finanzas', wording: expect.objectContaining({ heading: 'Certificado de finalización' }) });
    expect(certificate.modules).toEqual([{ id: 6, title: 'Conceptos básicos de finanzas' }]);
    // Reading it later in English does not change it.
    expect((await mine(user.cookie)).certificates[0]).toMatchObject({ locale: 'es', code: certificate.code });
  });

  it('retries a code that is already taken', async () => {
    const [a, b] = [await learner(db.knex), await learner(db.knex)];
    await passModules(app, a.cookie, [6]);
    await passModules(app, b.cookie, [6]);
    const codes = ['AAAABBBBCCCCDDDD', 'AAAABBBBCCCCDDDD', 'EEEEFFFFGGGGHHHH'];
    const deps = { knex: db.knex, publicUrl: config.publicUrl, timeZone: config.site.timeZone, generateCode: () => codes.shift()!, content: createPublishedContent(db.knex, 0) };
    await issueEarnedCertificates(deps, a.id, 'full', 'en');
    const result = await issueEarnedCertificates(deps, b.id, 'full', 'en');
    expect(result.certificates[0]!.code).toBe('EEEE-FFFF-GGGG-HHHH');
  });

  it('refuses visitors and bad bodies clearly', async () => {
    expectSafeEnvelope(await apiGet(app, '/api/certificates'), 401, 'UNAUTHENTICATED');
    expectSafeEnvelope(await apiPost(app, '/api/certificates', {}), 401, 'UNAUTHENTICATED');
    const user = await learner(db.knex);
    for (const body of [{ nameFormat: 'nickname' }, { nameFormat: 1 }, { nameFormat: null }, { nameFormat: 'full\u0000' }, { nameFormat: 'x'.repeat(10_000) }]) {
      const res = await issue(user.cookie, body, 'es');
      expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
      expect(res.body.error.message).toMatch(/Elija cómo se imprime su nombre/);
    }
    const proto = await apiPost(app, '/api/certificates', JSON.parse('{"__proto__": {"nameFormat": "x"}}'), { cookie: user.cookie });
    expectSafeEnvelope(proto, 400, 'INVALID_JSON');
  });
});

describe('verifying', () => {
  it('shows the certificate to anyone, and never the username, email, scores or ids', async () => {
    const user = await learner(db.knex);
    await passModules(app, user.cookie, [1, 2, 3, 4, 5]);
    const [certificate] = (await issue(user.cookie)).body.certificates;
    for (const typed of [certificate.code, certificate.code.toLowerCase().replace(/-/g, ''), certificate.code.replace(/-/g, ' ')]) {
      const res = await verify(typed);
      expect(res.status).toBe(200);
      expectDocumented(res, 'GET', '/api/certificates/:code');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual({
        code: certificate.code,
        status: 'valid',
        kind: 'course',
        locale: 'en',
        title: certificate.title,
        printedName: 'Ana María Núñez',
        modules: certificate.modules,
        completedOn: certificate.completedOn,
        issuedOn: certificate.issuedOn,
        revokedOn: null,
      });
      expect(res.text).not.toContain(user.username);
      expect(res.text).not.toContain(user.email);
      expect(new Set(allKeys(res.body))).toEqual(new Set([...Object.keys(res.body), 'id', 'title']));
      expect(res.text).not.toMatch(/"(userId|user_id|username|email|score|scores|quizScores|progress|nameFormat|revokedReason)"/);
      expect(res.body.modules.map((module: { id: number }) => module.id)).toEqual([1, 2, 3, 4, 5]);
      expect(res.text).not.toMatch(/"(100|80)"|:\s*100\b/);
    }
  });

  it('answers 404 for an unknown code and 400 for something that is not a code', async () => {
    const unknown = await verify('2222-3333-4444-5555');
    expectSafeEnvelope(unknown, 404, 'NOT_FOUND');
    expectDocumented(unknown, 'GET', '/api/certificates/:code');
    for (const bad of ['hello', 'IIII-LLLL-OOOO-0000', '😀😀😀😀', '%00', 'x'.repeat(5_000)]) {
      const res = await apiGet(app, `/api/certificates/${bad === '%00' ? bad : encodeURIComponent(bad)}`);
      expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
    }
  });
});
