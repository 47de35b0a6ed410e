import { randomUUID } from 'node:crypto';
import { classSummarySchema, type ClassSummary } from '@reentry/contracts/instructor';
import { apiGet, apiPost } from '../../test/api-client.js';
import { newIp, right, useClaim, wrongAt } from '../../test/claim-kit.js';
import type { Account } from '../../test/class-codes-kit.js';

// Issue 41, section 3: "the class's totals keep it". The class summary counts the roster's paper sheets, claimed
// or not, as totals only; a person whose claiming account joined the class is counted once, as a student.

const { state, account, personOf, sheet, passOnPaper, cardFor, claim } = useClaim();

async function summary(teacher: Account): Promise<ClassSummary> {
  const res = await apiGet(state.app, '/api/instructor/class-summary', teacher.cookie);
  expect(res.status).toBe(200);
  return classSummarySchema.parse(res.body);
}
/** Sign-up at /claim with the card's code (no email: the person joins the card's instructor's class). */
const signUpWithCard = (claimCode: string, email?: string) =>
  apiPost(
    state.app,
    '/api/auth/register',
    { username: `p${randomUUID().slice(0, 8)}`, name: 'Roster Person', password: 'Tortilla-Rio-Verde-84', claimCode, ...(email ? { email } : {}) },
    { headers: { 'X-Forwarded-For': newIp() } },
  );
const paperModules = (passed: number[], sheets: number[]) => passed.map((passedBy, i) => ({ moduleId: i + 1, passedBy, sheets: sheets[i] }));

describe('GET /api/instructor/class-summary: the roster\'s paper totals', () => {
  it('keeps claimed work in the totals, counts a person who became a student once (as a student), and only the caller\'s roster', async () => {
    const teacher = await account({ isInstructor: true });
    const other = await account({ isInstructor: true });
    // Another class's roster, with more sheets than ours: never in our totals.
    const theirs = await personOf(other, 'Their Person');
    await passOnPaper(other, theirs, [1, 2, 3]);

    const before = await summary(teacher);
    expect(before.paper).toEqual({ people: 0, modules: paperModules([0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]) });

    // Rosa: never claims; fails module 1, then passes 1 and 2. Marco: passes 1, then claims with an email account.
    // Dana: passes 1, fails 2, then makes an account with no email from the card (she joins the class).
    const rosa = await personOf(teacher, 'Rosa Inside');
    expect((await sheet(teacher, rosa, 1, wrongAt(right(1), 0, 1, 2))).status).toBe(201);
    await passOnPaper(teacher, rosa, [1, 2]);
    const marco = await personOf(teacher, 'Marco Inside');
    await passOnPaper(teacher, marco, [1]);
    const dana = await personOf(teacher, 'Dana Inside');
    await passOnPaper(teacher, dana, [1]);
    expect((await sheet(teacher, dana, 2, wrongAt(right(2), 0, 1, 2))).status).toBe(201);

    // Before anyone claims: three people on paper, no students.
    const unclaimed = await summary(teacher);
    expect(unclaimed.studentCount).toBe(0);
    expect(unclaimed.paper).toEqual({ people: 3, modules: paperModules([3, 1, 0, 0, 0, 0], [4, 2, 0, 0, 0, 0]) });

    // Marco claims into an account with an email: not a student of the class, so still counted on paper.
    const marcoAccount = await account();
    expect((await claim(marcoAccount, { code: await cardFor(teacher, marco) })).status).toBe(200);
    // Dana signs up with the card and no email: she is now the class's student, her sheets her attempts.
    const made = await signUpWithCard(await cardFor(teacher, dana));
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ email: null, assignedInstructorId: teacher.id });

    const after = await summary(teacher);
    expect(after.paper).toEqual({ people: 2, modules: paperModules([2, 1, 0, 0, 0, 0], [3, 1, 0, 0, 0, 0]) });
    // Dana once, as a student: module 1 passed, module 2 tried and not passed.
    expect(after.studentCount).toBe(1);
    expect(after.modules.slice(0, 3)).toEqual([
      { moduleId: 1, completedBy: 1, attemptedBy: 1, averageBestScore: 100 },
      { moduleId: 2, completedBy: 0, attemptedBy: 1, averageBestScore: 40 },
      { moduleId: 3, completedBy: 0, attemptedBy: 0, averageBestScore: null },
    ]);
    // Totals only: no names, no roster ids.
    const text = JSON.stringify(after);
    for (const secret of ['Rosa', 'Marco', 'Dana', `"${rosa}"`]) expect(text).not.toContain(secret);

    // The other instructor sees their own roster only.
    expect((await summary(other)).paper).toEqual({ people: 1, modules: paperModules([1, 1, 1, 0, 0, 0], [1, 1, 1, 0, 0, 0]) });
  });

  it('keeps counting a person whose claiming account was deleted (unlinked), and one whose email account is another class\'s student', async () => {
    const teacher = await account({ isInstructor: true });
    const other = await account({ isInstructor: true });
    const gone = await personOf(teacher, 'Gone Person');
    await passOnPaper(teacher, gone, [1]);
    const elsewhere = await personOf(teacher, 'Elsewhere Person');
    await passOnPaper(teacher, elsewhere, [1, 2]);
    const goneAccount = await account();
    expect((await claim(goneAccount, { code: await cardFor(teacher, gone) })).status).toBe(200);
    const elsewhereAccount = await account();
    expect((await claim(elsewhereAccount, { code: await cardFor(teacher, elsewhere) })).status).toBe(200);
    await state.db.knex('users').where({ id: elsewhereAccount.id }).update({ assignedInstructorId: other.id });
    // Deleting an account unlinks the roster row from it (issue 39); the row and its sheets stay.
    await state.db.knex('roster_people').where({ claimedByUserId: goneAccount.id }).update({ claimedByUserId: null });

    const { paper, studentCount } = await summary(teacher);
    expect(studentCount).toBe(0);
    expect(paper).toEqual({ people: 2, modules: paperModules([2, 1, 0, 0, 0, 0], [2, 1, 0, 0, 0, 0]) });
    expect((await summary(other)).paper.people).toBe(0);
  });
});
