// Issue 39 §1.5: deleting an account erases or unlinks every personal row, table by table (the list below is the
// decision record's; a new column that points at users and is not in it fails this test), and the data download
// holds everything the account owns.
import type { Knex } from 'knex';
import { getQuizAnswerKey } from '@reentry/content/quiz-answers';
import { apiGet, apiPost, apiPut } from '../../test/api-client.js';
import { PASSWORD, useAccountApp } from '../../test/account-kit.js';
import { assistanceRow, contactRow, facilityRow } from '../../test/admin-kit.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';

const kit = useAccountApp();
type Ids = number[];

/**
 * What deletion does to each column that points at an account. `erased`: no row points at a deleted account;
 * `unlinked`: the column is emptied, the row stays; `kept`: the row stays pointing at the nameless account row;
 * `voided`/`revoked`: the row stays but no longer works.
 */
const RULES: Record<string, 'erased' | 'unlinked' | 'kept' | 'voided' | 'revoked'> = {
  'users.assigned_instructor_id': 'unlinked',
  'module_progress.user_id': 'kept',
  'quiz_attempts.user_id': 'kept',
  'certificates.user_id': 'kept',
  'certificates.revoked_by_user_id': 'kept',
  'password_resets.user_id': 'erased',
  'two_factor.user_id': 'erased',
  'recovery_codes.user_id': 'erased',
  'reset_codes.user_id': 'erased',
  'reset_codes.created_by': 'voided',
  'email_changes.user_id': 'erased',
  'email_verifications.user_id': 'erased',
  'reading_positions.user_id': 'erased',
  'pre_checks.user_id': 'erased',
  'well_being_answers.user_id': 'erased',
  'practice_answers.user_id': 'erased',
  'money_plans.user_id': 'erased',
  'sessions.user_id': 'erased',
  'class_codes.instructor_id': 'revoked',
  'class_contact_lines.instructor_id': 'erased',
  'roster_people.instructor_id': 'erased',
  'paper_attempts.entered_by_user_id': 'unlinked',
  'roster_people.claimed_by_user_id': 'unlinked',
  'roster_claim_codes.created_by': 'erased',
  'facility_requests.assignee_id': 'unlinked',
  'assistance_requests.assignee_id': 'unlinked',
  'contact_messages.assignee_id': 'unlinked',
  'organisation.updated_by_user_id': 'kept',
  'content_documents.draft_saved_by_user_id': 'kept',
  'content_versions.published_by_user_id': 'kept',
  'audit_log.actor_user_id': 'kept',
};

/** Every column in the schema that points at an account: a foreign key to users, or named like one. */
async function accountColumns(knex: Knex): Promise<string[]> {
  const { rows } = (await knex.raw(
    `select distinct c.table_name || '.' || c.column_name as name
       from information_schema.columns c
      where c.table_schema = current_schema()
        and (c.column_name ~ '(^|_)user_id$'
             or exists (select 1 from information_schema.key_column_usage k
                          join information_schema.referential_constraints r on r.constraint_name = k.constraint_name and r.constraint_schema = k.constraint_schema
                          join information_schema.constraint_column_usage u on u.constraint_name = r.unique_constraint_name and u.constraint_schema = r.unique_constraint_schema
                         where k.table_schema = c.table_schema and k.table_name = c.table_name and k.column_name = c.column_name and u.table_name = 'users'))
      order by 1`,
  )) as { rows: { name: string }[] };
  return rows.map((row) => row.name);
}

const split = (name: string) => name.split('.') as [string, string];
const pointing = (knex: Knex, name: string, ids: Ids) => knex(split(name)[0]).whereIn(split(name)[1], ids);

/** What a column holds after the deletion, in the rule's own words: how many rows still point at the ids, and how many still work. */
async function outcome(knex: Knex, name: string, ids: Ids, before: number): Promise<string> {
  const rows = (await pointing(knex, name, ids).select('*')) as Record<string, unknown>[];
  const live = rows.filter((row) => (row.usedAt ?? null) === null && (row.revokedAt ?? null) === null).length;
  if (rows.length === 0) return 'erased or unlinked';
  if (live === 0 && (RULES[name] === 'voided' || RULES[name] === 'revoked')) return RULES[name]!;
  return rows.length < before ? `${rows.length} of ${before} rows left` : 'kept';
}

/** The outcome each rule asks for. */
const expected = (name: string) => (RULES[name] === 'erased' || RULES[name] === 'unlinked' ? 'erased or unlinked' : RULES[name]);

async function passModules(cookie: string) {
  for (const moduleId of [1, 2, 3, 4, 5]) {
    const answers = getQuizAnswerKey('en', moduleId)!.answers.map((answer) => answer.correctAnswer);
    expect((await apiPost(kit.app(), '/api/modules/complete', { moduleId, answers }, { cookie })).status).toBe(200);
  }
}

/** A learner with something in every learner table, and a staff member with something in every staff column. */
async function fullAccounts() {
  const knex = kit.knex();
  const admin = await kit.signedUp();
  await knex('users').where({ id: admin.id }).update({ isAdmin: true });
  const staff = await kit.signedUp({ name: 'Sam Staff' });
  await knex('users').where({ id: staff.id }).update({ isAdmin: true, isInstructor: true, isContentEditor: true });
  const learner = await kit.signedUp({ name: 'Rosa Delgado' });
  await knex('users').where({ id: learner.id }).update({ assignedInstructorId: staff.id });

  // A before-check (its "after" is the quiz below) and the well-being answers at sign-up (issue 40).
  expect((await apiPost(kit.app(), '/api/modules/1/pre-check', { answers: ['a', 'a', 'a', 'a', 'a'] }, { cookie: learner.cookie, headers: { 'Idempotency-Key': 'pre-check-once' } })).status).toBe(201);
  expect((await apiPost(kit.app(), '/api/account/well-being', { answers: [2, 2, 2, 2, 2], ageGroup: '18-61', consent: true }, { cookie: learner.cookie, headers: { 'Idempotency-Key': 'well-being-once' } })).status).toBe(201);
  await passModules(learner.cookie);
  const issued = await apiPost(kit.app(), '/api/certificates', { nameFormat: 'full' }, { cookie: learner.cookie });
  const withdrawn = await apiPost(kit.app(), `/api/certificates/${issued.body.certificates[0].code}/withdraw`, {}, { cookie: learner.cookie });
  expect(withdrawn.status).toBe(200);
  const answer = await apiPost(kit.app(), '/api/practice/bank-fraud-alert/answer', { choice: 'c' }, { cookie: learner.cookie, headers: { 'Idempotency-Key': 'practice-once' } });
  expect(answer.body).toMatchObject({ saved: true });
  expect((await apiPut(kit.app(), '/api/money-plan', { week1: { releaseCard: 200, courtFines: 75 } }, { cookie: learner.cookie })).status).toBe(200);
  await knex('reading_positions').insert({ userId: learner.id, moduleId: 2, sectionId: 'intro' });
  await knex('two_factor').insert({ userId: learner.id, secretEncrypted: 'v1:not-a-secret' });
  await knex('recovery_codes').insert({ userId: learner.id, codeHash: 'not-a-code' });
  expect((await apiPost(kit.app(), `/api/instructor/students/${learner.id}/reset-code`, {}, { cookie: staff.cookie })).status).toBe(201);
  const other = await kit.signedUp();
  expect((await apiPost(kit.app(), `/api/admin/users/${other.id}/reset-code`, {}, { cookie: staff.cookie })).status).toBe(201);
  expect((await kit.forgot(learner.email!)).status).toBe(200);
  expect((await kit.patch(learner.cookie, { email: 'rosa-new@example.org', currentPassword: PASSWORD })).status).toBe(200);

  expect((await apiPost(kit.app(), '/api/instructor/class-codes', {}, { cookie: staff.cookie })).status).toBe(201);
  expect((await apiPost(kit.app(), '/api/instructor/class-contact', { contactLine: 'Sam: 555-0100, Tuesdays' }, { cookie: staff.cookie })).status).toBe(200);
  const person = await apiPost(kit.app(), '/api/instructor/roster', { name: 'Luis (inside)' }, { cookie: staff.cookie });
  const firstQuiz = getQuizAnswerKey('en', 1)!.answers.map((answer) => answer.correctAnswer);
  expect((await apiPost(kit.app(), '/api/instructor/paper-attempts', { rosterId: person.body.id, moduleId: 1, answers: firstQuiz }, { cookie: staff.cookie })).status).toBe(201);
  // The learner claims the person's sheet with the take-home card (issue 41, section 3).
  const card = await apiPost(kit.app(), `/api/instructor/roster/${person.body.id}/claim-code`, {}, { cookie: staff.cookie });
  expect((await apiPost(kit.app(), '/api/claim', { code: card.body.code }, { cookie: learner.cookie })).status).toBe(200);
  await knex('contact_messages').insert({ ...contactRow(), assigneeId: staff.id });
  await knex('facility_requests').insert({ ...facilityRow(), assigneeId: staff.id });
  await knex('assistance_requests').insert({ ...assistanceRow(), assigneeId: staff.id });
  await knex('organisation').insert({ id: 1, details: JSON.stringify({}), version: 1, updatedByUserId: staff.id }).onConflict('id').merge(['updatedByUserId']);
  await knex('content_documents').insert({ key: 'erasure-test', draft: JSON.stringify({ en: {}, es: {} }), draftVersion: 1, draftSavedByUserId: staff.id, draftSavedBy: 'staff' });
  await knex('content_versions').insert({ key: 'erasure-test', version: 1, document: JSON.stringify({ en: {}, es: {} }), source: 'publish', publishedByUserId: staff.id, publishedBy: 'staff' });
  return { admin, staff, learner };
}

describe('POST /api/account/delete: every personal row', () => {
  it('the list names every column of the schema that points at an account', async () => {
    expect(await accountColumns(kit.knex())).toEqual(Object.keys(RULES).sort());
  });

  it('erases, unlinks or keeps (nameless) each row, as the list says', async () => {
    const knex = kit.knex();
    const { staff, learner } = await fullAccounts();
    const ids = [staff.id, learner.id];
    const before: Record<string, number> = {};
    for (const name of Object.keys(RULES)) {
      before[name] = Number(((await pointing(knex, name, ids).count({ n: '*' })) as { n: number }[])[0]!.n);
      // The fixture reaches every column, so no rule passes by having nothing to do.
      expect({ name, rows: before[name]! > 0 }).toEqual({ name, rows: true });
    }
    const idempotency = () => knex('idempotency_keys').where('scope', 'like', `%:${learner.id}`).orWhereRaw("response_body->>'id' = ?", [String(learner.id)]);
    expect((await idempotency()).length).toBeGreaterThan(0);

    for (const person of [learner, staff]) expect((await kit.remove(person.cookie, { password: PASSWORD })).status).toBe(200);

    const after: Record<string, string> = {};
    for (const name of Object.keys(RULES)) after[name] = await outcome(knex, name, ids, before[name]!);
    expect(after).toEqual(Object.fromEntries(Object.keys(RULES).map((name) => [name, expected(name)])));
    expect(await idempotency()).toEqual([]);
    const rows = await knex('users').whereIn('id', ids).select('name', 'email', 'locale', 'isAdmin', 'isInstructor', 'isContentEditor', 'emailVerifiedAt');
    expect(rows).toEqual(ids.map(() => ({ name: '', email: null, locale: null, isAdmin: false, isInstructor: false, isContentEditor: false, emailVerifiedAt: null })));
    expect(JSON.stringify(await knex('certificates').whereIn('userId', ids))).not.toContain('Rosa');
    // A deleted instructor's class code no longer signs anyone up into the nameless account's class.
    const [code] = (await knex('class_codes').where({ instructorId: staff.id }).select('code')) as { code: string }[];
    const signUp = await apiPost(kit.app(), '/api/auth/register', { username: 'after-delete', name: 'After', password: 'sunny-garden-after-42', classCode: code!.code });
    expectSafeEnvelope(signUp, 422, 'VALIDATION_FAILED');
    expect(signUp.body.error.fields.classCode).toBe('This class code has ended. Ask your teacher for a new one, or leave the box empty.');
  });
});

describe('GET /api/account/export: everything the account owns', () => {
  it('holds the before-checks and the well-being answers (issue 40)', async () => {
    const learner = await kit.signedUp();
    const answers = getQuizAnswerKey('en', 1)!.answers.map((answer) => answer.correctAnswer);
    expect((await apiPost(kit.app(), '/api/modules/1/pre-check', { answers: ['a', 'a', 'a', 'a', 'a'] }, { cookie: learner.cookie })).status).toBe(201);
    expect((await apiPost(kit.app(), '/api/modules/complete', { moduleId: 1, answers }, { cookie: learner.cookie })).status).toBe(200);
    expect((await apiPost(kit.app(), '/api/account/well-being', { answers: [0, 1, 2, 3, 4], ageGroup: '62-plus', consent: true }, { cookie: learner.cookie })).status).toBe(201);
    const before = answers.filter((value) => value === 'a').length;

    const res = await apiGet(kit.app(), '/api/account/export', learner.cookie);
    expect(res.body.beforeChecks).toEqual([
      { moduleId: 1, answers: ['a', 'a', 'a', 'a', 'a'], correct: before, total: 5, answeredAt: expect.any(String), after: { correct: 5, total: 5, at: expect.any(String) } },
    ]);
    expect(res.body.wellBeing).toEqual({ answers: [{ round: 'sign-up', replies: [0, 1, 2, 3, 4], ageGroup: '62-plus', score: expect.any(Number), answeredAt: expect.any(String) }], followUpMailedAt: null });
  });

  it('holds the money plan, the Spot the scam answers and the reading position', async () => {
    const learner = await kit.signedUp();
    expect((await apiPut(kit.app(), '/api/money-plan', { week1: { releaseCard: 200 }, week2: { courtFines: 75 } }, { cookie: learner.cookie })).status).toBe(200);
    for (const choice of ['b', 'c']) expect((await apiPost(kit.app(), '/api/practice/bank-fraud-alert/answer', { choice }, { cookie: learner.cookie })).body).toMatchObject({ saved: true });
    await kit.knex()('reading_positions').insert({ userId: learner.id, moduleId: 1, sectionId: 'intro' });

    const res = await apiGet(kit.app(), '/api/account/export', learner.cookie);
    expect(res.status).toBe(200);
    expect(res.body.moneyPlan).toMatchObject({ plan: { week1: { releaseCard: 20_000 }, week2: { courtFines: 7500 } }, updatedAt: expect.any(String) });
    expect(res.body.practiceAnswers).toEqual([
      { scenarioId: 'bank-fraud-alert', choice: 'b', correct: false, createdAt: expect.any(String) },
      { scenarioId: 'bank-fraud-alert', choice: 'c', correct: true, createdAt: expect.any(String) },
    ]);
    expect(res.body.readingPosition).toEqual({ moduleId: 1, sectionId: 'intro', readAt: expect.any(String) });
    expect(res.body.profile).toMatchObject({ emailVerified: false });
  });

  it('says what is kept for an account with nothing saved (empty lists and nulls, not missing keys)', async () => {
    const learner = await kit.signedUp();
    const res = await apiGet(kit.app(), '/api/account/export', learner.cookie);
    expect(res.body).toMatchObject({ moneyPlan: null, practiceAnswers: [], readingPosition: null, beforeChecks: [], wellBeing: { answers: [], followUpMailedAt: null } });
  });
});
