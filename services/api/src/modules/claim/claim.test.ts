import { randomUUID } from 'node:crypto';
import { claimResultSchema } from '@reentry/contracts/claim';
import { myAttemptsSchema } from '@reentry/contracts/my-learning';
import { apiGet, apiPost } from '../../test/api-client.js';
import { newIp, right, useClaim, wrongAt } from '../../test/claim-kit.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';

// Issue 41, section 3: at /claim a signed-in person moves their paper work into their account with the card's code.

const { state, account, personOf, sheet, passOnPaper, cardFor, makeCard, claim } = useClaim();
const knex = () => state.db.knex;
const NOT_WORKING = 'That code does not work. Check it, or ask your instructor for a new card.';
const online = (cookie: string, moduleId: number, answers: string[]) =>
  apiPost(state.app, '/api/modules/complete', { moduleId, answers }, { cookie, headers: { 'Idempotency-Key': randomUUID() } });
/** Moves a person's sheets back in time, as if typed in at the workshop months ago. */
const datedSheets = (rosterPersonId: number, isoDate: string) => knex()('paper_attempts').where({ rosterPersonId }).update({ createdAt: isoDate });

describe('POST /api/claim', () => {
  it('needs an account: 401 before anything else, even for a body that is not a code, and nothing is counted', async () => {
    for (const body of [{ code: 'ABCD-EFGH-JKMN' }, { code: 7 }, {}]) expectSafeEnvelope(await claim(undefined, body), 401, 'UNAUTHENTICATED');
    expect(await knex()('rate_limits').where('key', 'like', 'claim%')).toEqual([]);
  });

  it('moves every sheet into the account marked paper, with its own date, answers and score; the unlocks follow', async () => {
    const teacher = await account({ isInstructor: true });
    const person = await personOf(teacher);
    expect((await sheet(teacher, person, 1, wrongAt(right(1), 0, 1, 2))).status).toBe(201);
    await passOnPaper(teacher, person, [1, 2]);
    await datedSheets(person, '2026-03-02T15:00:00Z');
    const learner = await account();
    const res = await claim(learner, { code: (await cardFor(teacher, person)).toLowerCase().replaceAll('-', ' ') });
    expect(res.status).toBe(200);
    expect(claimResultSchema.parse(res.body)).toEqual({ claimedAt: expect.any(String), modules: [1, 2], sheets: 3 });

    const { attempts } = myAttemptsSchema.parse((await apiGet(state.app, '/api/users/attempts', learner.cookie)).body);
    expect(attempts.map(({ moduleId, score, passed, source, createdAt }) => ({ moduleId, score, passed, source, createdAt }))).toEqual(
      expect.arrayContaining([
        { moduleId: 1, score: 40, passed: false, source: 'paper', createdAt: '2026-03-02T15:00:00.000Z' },
        { moduleId: 1, score: 100, passed: true, source: 'paper', createdAt: '2026-03-02T15:00:00.000Z' },
        { moduleId: 2, score: 100, passed: true, source: 'paper', createdAt: '2026-03-02T15:00:00.000Z' },
      ]),
    );
    expect(attempts).toHaveLength(3);
    // Missed questions come from the same rows as online.
    expect(attempts.find((a) => a.score === 40)!.missedQuestions.length).toBe(3);
    expect((await apiGet(state.app, '/api/users/progress', learner.cookie)).body).toMatchObject({ completedModules: [1, 2], quizScores: { 1: 100, 2: 100 } });
    // Module 3 opens, as it would online; module 4 stays locked.
    expect((await online(learner.cookie, 3, right(3))).status).toBe(200);
    expectSafeEnvelope(await online(learner.cookie, 5, right(5)), 403, 'FORBIDDEN');
    // The learner's data download holds them, marked paper.
    const exported = (await apiGet(state.app, '/api/account/export', learner.cookie)).body;
    expect(exported.quizAttempts.map((a: { source: string }) => a.source)).toEqual(['paper', 'paper', 'paper', 'online']);
  });

  it('keeps the best of both: an online 80% and a paper 100% of module 1 make 100, both attempts kept; never lowers', async () => {
    const teacher = await account({ isInstructor: true });
    const learner = await account();
    expect((await online(learner.cookie, 1, wrongAt(right(1), 0))).body).toMatchObject({ score: 80, passed: true });
    const person = await personOf(teacher);
    await passOnPaper(teacher, person, [1]);
    expect((await claim(learner, { code: await cardFor(teacher, person) })).status).toBe(200);
    expect((await apiGet(state.app, '/api/users/progress', learner.cookie)).body.quizScores).toEqual({ 1: 100 });
    expect(await knex()('quiz_attempts').where({ userId: learner.id }).orderBy('source').select('score', 'source')).toEqual([
      { score: 80, source: 'online' },
      { score: 100, source: 'paper' },
    ]);

    // The other way round: a weaker paper sheet changes nothing the account has.
    const strong = await account();
    await online(strong.cookie, 1, right(1));
    const weaker = await personOf(teacher);
    expect((await sheet(teacher, weaker, 1, wrongAt(right(1), 0, 1, 2))).status).toBe(201);
    expect((await claim(strong, { code: await cardFor(teacher, weaker) })).body.modules).toEqual([1]);
    expect((await apiGet(state.app, '/api/users/progress', strong.cookie)).body).toMatchObject({ completedModules: [1], quizScores: { 1: 100 } });
  });

  /**
   * A learner whose before-check of module 1 was sent at `checkAt`, then an online pass; a paper sheet of the
   * same module (3 of 5) dated 2026-01-10 is claimed. The before-check's "after", and when it was written.
   */
  async function afterOfClaim(checkAt: string) {
    const teacher = await account({ isInstructor: true });
    const learner = await account();
    expect((await apiPost(state.app, '/api/modules/1/pre-check', { answers: ['a', 'a', 'a', 'a', 'a'] }, { cookie: learner.cookie })).status).toBe(201);
    await knex()('pre_checks').where({ userId: learner.id }).update({ createdAt: new Date(checkAt) });
    await online(learner.cookie, 1, right(1));
    const person = await personOf(teacher);
    expect((await sheet(teacher, person, 1, wrongAt(right(1), 0, 1))).status).toBe(201);
    await datedSheets(person, '2026-01-10T10:00:00Z');
    expect((await claim(learner, { code: await cardFor(teacher, person) })).status).toBe(200);
    const { modules } = (await apiGet(state.app, '/api/users/before-after', learner.cookie)).body;
    const { afterAt } = await knex()('pre_checks').where({ userId: learner.id }).first('afterAt');
    return { after: modules[0].after, afterAt };
  }

  it('makes a paper sheet sent after the before-check, before the first online attempt, its "after" (issue 40)', async () => {
    expect(await afterOfClaim('2026-01-01T10:00:00Z')).toEqual({ after: { correct: 3, total: 5 }, afterAt: new Date('2026-01-10T10:00:00Z') });
  });

  it('never makes a paper sheet older than the before-check its "after": the pair would measure backwards', async () => {
    expect((await afterOfClaim('2026-01-20T10:00:00Z')).after).toEqual({ correct: 5, total: 5 });
  });

  it('brings certificates as online: paper passes of modules 1 to 6, then the course certificate, which the public check validates', async () => {
    const teacher = await account({ isInstructor: true });
    const person = await personOf(teacher);
    await passOnPaper(teacher, person, [1, 2, 3, 4, 5, 6]);
    await datedSheets(person, '2026-02-20T18:00:00Z');
    const learner = await account();
    expect((await claim(learner, { code: await cardFor(teacher, person) })).body).toMatchObject({ modules: [1, 2, 3, 4, 5, 6], sheets: 6 });
    const issued = await apiPost(state.app, '/api/certificates', { nameFormat: 'full' }, { cookie: learner.cookie });
    expect(issued.status).toBe(200);
    const course = issued.body.certificates.find((c: { kind: string }) => c.kind === 'course');
    expect(course).toMatchObject({ status: 'valid', completedOn: '2026-02-20' });
    const verified = await apiGet(state.app, `/api/certificates/${course.code}`);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ code: course.code, status: 'valid', kind: 'course', completedOn: '2026-02-20' });
  });

  it('works once: of two claims at once exactly one moves the work; the other account gets the wrong-code answer, the first its own answer again', async () => {
    const teacher = await account({ isInstructor: true });
    const person = await personOf(teacher);
    await passOnPaper(teacher, person, [1, 2]);
    const code = await cardFor(teacher, person);
    const [ana, ben] = [await account(), await account()];
    const answers = await Promise.all([claim(ana, { code }), claim(ben, { code })]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 400]);
    expect(answers.find((res) => res.status === 400)!.body.error.fields.code).toBe(NOT_WORKING);
    expect(await knex()('quiz_attempts').whereIn('userId', [ana.id, ben.id]).count('* as n').first()).toEqual({ n: 2 });
    const [winner, loser] = answers[0]!.status === 200 ? [ana, ben] : [ben, ana];
    // The same account again (a double press, an answer lost on the way): the first answer, nothing moved twice.
    const again = await claim(winner, { code });
    expect([again.status, again.body]).toEqual([200, answers.find((res) => res.status === 200)!.body]);
    expect((await claim(loser, { code })).body.error.fields.code).toBe(NOT_WORKING);
    expect(await knex()('quiz_attempts').whereIn('userId', [ana.id, ben.id]).count('* as n').first()).toEqual({ n: 2 });
    expect(await knex()('audit_log').where({ action: 'roster.claimed', targetId: String(person) }).count('* as n').first()).toEqual({ n: 1 });
  });

  it('gives one answer for a code that is wrong, spent, replaced or too old, in English and Spanish', async () => {
    const teacher = await account({ isInstructor: true });
    const [spentOf, replacedOf, oldOf] = [await personOf(teacher), await personOf(teacher), await personOf(teacher)];
    const spent = await cardFor(teacher, spentOf);
    expect((await claim(await account(), { code: spent })).status).toBe(200);
    const replaced = await cardFor(teacher, replacedOf);
    await makeCard(teacher, replacedOf);
    const old = await cardFor(teacher, oldOf);
    await knex()('roster_claim_codes').where({ rosterPersonId: oldOf }).update({ createdAt: knex().raw("now() - interval '181 days'"), expiresAt: knex().raw("now() - interval '1 day'") });
    const someoneElse = await account({ isInstructor: true });
    const othersCard = await cardFor(someoneElse, await personOf(someoneElse));
    const guessed = othersCard.slice(0, -1) + (othersCard.endsWith('2') ? '3' : '2');
    for (const code of [spent, replaced, old, guessed, '2222-3333-4444']) {
      const learner = await account();
      for (const lang of ['en', 'es'] as const) {
        const res = await claim(learner, { code }, { lang });
        expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
        expect(res.body.error.fields.code).toBe(lang === 'en' ? NOT_WORKING : 'Ese código no funciona. Revíselo, o pida una tarjeta nueva a su instructor.');
      }
      expect(await knex()('quiz_attempts').where({ userId: learner.id })).toEqual([]);
    }
  });

  it('is not for staff: an instructor or an admin is refused (403) and nothing moves', async () => {
    const teacher = await account({ isInstructor: true });
    const person = await personOf(teacher);
    await passOnPaper(teacher, person, [1]);
    const code = await cardFor(teacher, person);
    for (const staff of [teacher, await account({ isAdmin: true })]) {
      const res = await claim(staff, { code }, { lang: 'es' });
      expectSafeEnvelope(res, 403, 'FORBIDDEN');
      expect(res.body.error.message).toBe('Las cuentas del personal no pueden usar una tarjeta. Entre con su propia cuenta de estudiante.');
    }
    expect((await knex()('roster_people').where({ id: person }).first('claimedAt')).claimedAt).toBeNull();
    expect((await claim(await account(), { code })).status).toBe(200);
  });

  it('is audited with the person and the account ids: never the code, never the name', async () => {
    const teacher = await account({ isInstructor: true });
    const person = await personOf(teacher, 'Dolores Quintana');
    const code = await cardFor(teacher, person);
    const learner = await account();
    expect((await claim(learner, { code })).status).toBe(200);
    const rows = await knex()('audit_log').where({ targetType: 'roster_person', targetId: String(person) }).orderBy('id').select('action', 'actorUserId', 'detail');
    expect(rows.map((row) => row.action)).toEqual(['roster.person_added', 'roster.claim_code_made', 'roster.claimed']);
    expect(rows[2]).toEqual({ action: 'roster.claimed', actorUserId: learner.id, detail: { userId: learner.id, sheets: 0 } });
    const text = JSON.stringify(await knex()('audit_log').select('*'));
    for (const secret of [code, code.replaceAll('-', ''), 'Dolores', 'Quintana']) expect(text).not.toContain(secret);
  });
});

describe('POST /api/auth/register with a claim card\'s code', () => {
  const signUp = (body: Record<string, unknown>, ip = newIp()) =>
    apiPost(state.app, '/api/auth/register', { name: 'Luis Ortega', password: 'Tortilla-Rio-Verde-84', ...body }, { headers: { 'X-Forwarded-For': ip } });
  const username = () => `luis${randomUUID().slice(0, 8)}`;

  it('makes an account with no email that holds the work at once, in the class of the card\'s instructor (the way back in)', async () => {
    const teacher = await account({ isInstructor: true });
    const person = await personOf(teacher);
    await passOnPaper(teacher, person, [1, 2]);
    const res = await signUp({ username: username(), claimCode: (await cardFor(teacher, person)).toLowerCase() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: null, assignedInstructorId: teacher.id, progress: { completedModules: [1, 2] } });
    expect(await knex()('roster_people').where({ id: person }).first('claimedByUserId')).toEqual({ claimedByUserId: res.body.id });
    expect(await knex()('quiz_attempts').where({ userId: res.body.id, source: 'paper' }).count('* as n').first()).toEqual({ n: 2 });
  });

  it('with an email, holds the work and joins no class', async () => {
    const teacher = await account({ isInstructor: true });
    const person = await personOf(teacher);
    await passOnPaper(teacher, person, [1]);
    const res = await signUp({ username: username(), email: 'luis@example.org', claimCode: await cardFor(teacher, person) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ assignedInstructorId: null, progress: { completedModules: [1] } });
  });

  it('a code that does not work makes no account and says so at the code, in Spanish too; no code and no email is still the email rule', async () => {
    const name = username();
    const wrong = await signUp({ username: name, claimCode: 'ABCD-EFGH-JKMN' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.claimCode).toBe(NOT_WORKING);
    expect(await knex()('users').where({ username: name }).first('id')).toBeUndefined();
    const es = await apiPost(state.app, '/api/auth/register', { username: name, name: 'Luis', password: 'Tortilla-Rio-Verde-84', claimCode: 'ABCD-EFGH-JKMN' }, { lang: 'es', headers: { 'X-Forwarded-For': newIp() } });
    expect(es.body.error.fields.claimCode).toBe('Ese código no funciona. Revíselo, o pida una tarjeta nueva a su instructor.');
    const malformed = await signUp({ username: name, claimCode: 'not a code' });
    expect(malformed.body.error.fields.claimCode).toBe('Check the code. It has 12 letters and numbers, like ABCD-EFGH-JKMN.');
    expect((await signUp({ username: name })).body.error.fields.email).toBeDefined();
  });

  it('counts every sign-up with a code against the address\'s claim limit, before any hash', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i += 1) expect((await signUp({ username: username(), claimCode: 'ABCD-EFGH-JKM2' }, ip)).status).toBe(400);
    expectSafeEnvelope(await signUp({ username: username(), claimCode: 'ABCD-EFGH-JKM2' }, ip), 429, 'RATE_LIMITED');
  });
});
