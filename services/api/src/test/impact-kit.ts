import type { Knex } from 'knex';
import { seedContent } from '../modules/content/content-seed.js';

/**
 * 300 learners with known answers for the impact test (issue 40 §"What it must show"), written straight to the
 * tables (the routes that write them have their own tests). Everything in the range falls mid-month, in March
 * and April 2026, far from any time-zone edge; some rows fall outside it, or belong to staff or deleted
 * accounts, and must not count.
 */
export const IN_RANGE = ['2026-03-10T15:00:00Z', '2026-03-20T15:00:00Z', '2026-04-10T15:00:00Z', '2026-04-20T15:00:00Z'];
export const OUTSIDE = ['2026-02-14T15:00:00Z', '2026-05-14T15:00:00Z'];

/** Per module: learners who finished it in the range, and before/after pairs in the range. */
export const PLAN: Record<number, { completed: number; pairs: number }> = {
  1: { completed: 200, pairs: 120 },
  2: { completed: 80, pairs: 45 },
  3: { completed: 25, pairs: 12 },
  4: { completed: 6, pairs: 7 },
  5: { completed: 3, pairs: 0 },
  6: { completed: 60, pairs: 30 },
};

/** A small deterministic generator, so every run seeds the same answers. */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

/** `count` of `total` answers right, in places the generator picks: the per-question answers behind a count. */
function rightAnswers(next: (below: number) => number, total: number, count: number): boolean[] {
  const correct = Array.from({ length: total }, () => false);
  let left = count;
  while (left > 0) {
    const place = next(total);
    if (!correct[place]) {
      correct[place] = true;
      left -= 1;
    }
  }
  return correct;
}

/** The published quizzes' question ids per module (the seeded documents, tagged with objectives). */
async function quizQuestionIds(knex: Knex): Promise<Record<number, string[]>> {
  await seedContent(knex);
  const { rows } = (await knex.raw(
    `select substring(d.key from 6)::int as "moduleId", array_agg(q.value->>'id' order by q.ordinality) as ids
       from content_documents d join content_versions v on v.key = d.key and v.version = d.published_version
       cross join lateral jsonb_array_elements(v.document->'en'->'questions') with ordinality q
      where d.key ~ '^quiz-[1-6]$' group by 1`,
  )) as { rows: { moduleId: number; ids: string[] }[] };
  return Object.fromEntries(rows.map((row) => [row.moduleId, row.ids]));
}

export async function seedImpact(knex: Knex, instructorId: number): Promise<number[]> {
  const next = generator(40);
  // Which questions were right: a generator of its own, so the counts above stay as they were.
  const place = generator(41);
  const questions = await quizQuestionIds(knex);
  const at = (i: number) => IN_RANGE[i % IN_RANGE.length]!;
  const users = Array.from({ length: 300 }, (_, i) => ({
    username: `impact-${i}`,
    passwordHash: 'x',
    name: `Learner ${i}`,
    createdAt: at(i),
    // A third of them are in the instructor's class.
    assignedInstructorId: i % 3 === 0 ? instructorId : null,
  }));
  const ids = ((await knex('users').insert(users).returning('id')) as { id: number }[]).map((row) => row.id);
  // Not learners of the range: made before it, staff, and a deleted account (each with a finished module).
  const others = (await knex('users')
    .insert([
      { username: 'impact-old', passwordHash: 'x', name: 'Old', createdAt: OUTSIDE[0] },
      { username: 'impact-staff', passwordHash: 'x', name: 'Staff', createdAt: at(0), isInstructor: true },
      { username: 'impact-gone', passwordHash: 'x', name: '', createdAt: at(0), deletedAt: at(1) },
    ])
    .returning('id')) as { id: number }[];
  for (const other of others) await knex('module_progress').insert({ userId: other.id, moduleId: 1, completed: true, score: 100, completedAt: at(2) });
  // Staff trying the site: a before-check with its after, and well-being answers, in the range.
  const staffId = others[1]!.id;
  await knex('pre_checks').insert({ userId: staffId, moduleId: 1, questionIds: ['q'], answers: ['a'], correct: [true], beforeCorrect: 5, beforeTotal: 5, afterCorrect: 0, afterTotal: 5, afterAt: at(0) });
  await knex('well_being_answers').insert(['sign-up', 'follow-up'].map((round) => ({ userId: staffId, round, answers: [0, 0, 0, 0, 0], ageGroup: '18-61', score: round === 'sign-up' ? 90 : 19, createdAt: at(0) })));

  for (const [moduleId, plan] of Object.entries(PLAN).map(([id, p]) => [Number(id), p] as const)) {
    const questionIds = questions[moduleId]!;
    const total = questionIds.length;
    await knex('module_progress').insert(ids.slice(0, plan.completed).map((userId, i) => ({ userId, moduleId, completed: true, score: 80, completedAt: at(i) })));
    // A finished module outside the range, and a module tried but not passed: neither counts.
    await knex('module_progress').insert({ userId: ids[299]!, moduleId, completed: true, score: 90, completedAt: OUTSIDE[1] }).onConflict(['userId', 'moduleId']).ignore();
    // Each pair's answers question by question (the figures by objective read them), and its first graded quiz.
    const attempts: Record<string, unknown>[] = [];
    const pairs = ids.slice(100, 100 + plan.pairs).map((userId, i) => {
      const before = next(total + 1);
      const after = Math.min(total, before + next(total - before + 1));
      const afterCorrect = rightAnswers(place, total, after);
      attempts.push({ userId, moduleId, questionIds, answers: questionIds.map(() => 'a'), correct: afterCorrect, score: Math.round((after / total) * 100), passed: after / total >= 0.7, createdAt: at(i) });
      // A later attempt, all right: not the "after".
      attempts.push({ userId, moduleId, questionIds, answers: questionIds.map(() => 'a'), correct: questionIds.map(() => true), score: 100, passed: true, createdAt: OUTSIDE[1] });
      const correct = rightAnswers(place, total, before);
      return { userId, moduleId, questionIds, answers: questionIds.map(() => 'a'), correct, beforeCorrect: before, beforeTotal: total, afterCorrect: after, afterTotal: total, afterAt: at(i), createdAt: OUTSIDE[0] };
    });
    if (pairs.length) await knex('pre_checks').insert(pairs);
    if (attempts.length) await knex('quiz_attempts').insert(attempts);
    // A before-check with no quiz yet, and a pair whose quiz came after the range: not pairs of the range.
    await knex('pre_checks').insert({ userId: ids[0]!, moduleId, questionIds: ['q'], answers: ['a'], correct: [true], beforeCorrect: 1, beforeTotal: total });
    await knex('pre_checks').insert({ userId: ids[1]!, moduleId, questionIds: ['q'], answers: ['a'], correct: [true], beforeCorrect: 0, beforeTotal: total, afterCorrect: total, afterTotal: total, afterAt: OUTSIDE[1] });
  }

  await knex('certificates').insert(
    ids.slice(0, 42).map((userId, i) => ({
      userId,
      kind: 'course',
      code: `KMPCTAAA${i.toString(8).padStart(8, '0').replace(/[0-7]/g, (d) => String(Number(d) + 2))}`,
      locale: 'en',
      moduleIds: [1, 2, 3, 4, 5],
      completedAt: at(i),
      printedName: `Learner ${i}`,
      nameFormat: 'full',
      issuedAt: at(i),
      ...(i < 2 ? { revokedAt: at(i + 1), revokedReason: 'withdrawn by the holder' } : {}),
    })),
  );

  const facilities = Array.from({ length: 14 }, (_, i) => ({ facilityName: i === 13 ? 'FACILITY 3 ' : `Facility ${i}`, status: i < 12 || i === 13 ? 'done' : 'new', createdAt: at(i) }));
  await knex('facility_requests').insert(
    facilities.map((f, i) => ({ ...f, facilityType: 'prison', contactName: 'C', contactPosition: 'P', contactEmail: `f${i}@example.org`, contactPhone: '555-123-4567', facilityAddress: '1 Main St', participantCount: 20, preferredDate: 'May' })),
  );

  const signUps = ids.slice(0, 150).map((userId, i) => ({ userId, round: 'sign-up', answers: [2, 2, 2, 2, 2], ageGroup: '18-61', score: 30 + next(40), createdAt: at(i) }));
  await knex('well_being_answers').insert(signUps);
  const followUps = ids.slice(0, 60).map((userId, i) => ({ userId, round: 'follow-up', answers: [2, 2, 2, 2, 2], ageGroup: '18-61', score: 35 + next(40), createdAt: at(i) }));
  await knex('well_being_answers').insert(followUps);
  return ids;
}
