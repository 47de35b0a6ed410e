import { createHash } from 'node:crypto';
import { CERTIFICATE_CODE_ALPHABET } from '@reentry/contracts/certificate-rules';
import { claimCodeSchema } from '@reentry/contracts/claim';
import { apiPost } from '../../test/api-client.js';
import { useClaim } from '../../test/claim-kit.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';

// Issue 41, section 3: the take-home card an instructor prints for a person on their roster.

const { state, account, personOf, makeCard, cardFor, claim, roster, passOnPaper, sheet } = useClaim();
const DAY = 24 * 60 * 60 * 1000;

describe('POST /api/instructor/roster/:id/claim-code', () => {
  it('answers 201 with a 12-symbol code of the certificate alphabet (no look-alikes), valid 180 days, stored only as a hash', async () => {
    const teacher = await account({ isInstructor: true });
    const person = await personOf(teacher);
    const res = await makeCard(teacher, person);
    expect(res.status).toBe(201);
    const { code, expiresAt } = claimCodeSchema.parse(res.body);
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const symbols = code.replaceAll('-', '');
    expect(symbols.length).toBeGreaterThanOrEqual(10);
    expect([...symbols].every((symbol) => CERTIFICATE_CODE_ALPHABET.includes(symbol))).toBe(true);
    expect(symbols).not.toMatch(/[01ILOU]/);
    expect(Math.abs(Date.parse(expiresAt) - (Date.now() + 180 * DAY))).toBeLessThan(60_000);
    const rows = await state.db.knex('roster_claim_codes').where({ rosterPersonId: person });
    expect(rows).toHaveLength(1);
    expect(rows[0].codeHash).toBe(createHash('sha256').update(symbols).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(symbols);
    expect((await roster(teacher)).find((p) => p.id === person)).toMatchObject({ claimedAt: null, claimCodeExpiresAt: expiresAt });
  });

  it('voids the older card: only the newest code works', async () => {
    const teacher = await account({ isInstructor: true });
    const person = await personOf(teacher);
    const first = await cardFor(teacher, person);
    const second = await cardFor(teacher, person);
    expect(second).not.toBe(first);
    const old = await claim(await account(), { code: first });
    expectSafeEnvelope(old, 400, 'VALIDATION_FAILED');
    expect(old.body.error.fields.code).toBe('That code does not work. Check it, or ask your instructor for a new card.');
    expect((await claim(await account(), { code: second })).status).toBe(200);
  });

  it("is only for the caller's own roster: another instructor's person is a 404 and gets no card", async () => {
    const teacher = await account({ isInstructor: true });
    const other = await account({ isInstructor: true });
    const theirs = await personOf(other, 'Ana Ruiz');
    const res = await makeCard(teacher, theirs, 'es');
    expectSafeEnvelope(res, 404, 'NOT_FOUND');
    expect(res.body.error.message).toBe('Elija a una persona de su lista.');
    expect(await state.db.knex('roster_claim_codes').where({ rosterPersonId: theirs })).toEqual([]);
    // Their own instructor's list does not show a card either.
    expect((await roster(other)).find((p) => p.id === theirs)).toMatchObject({ claimCodeExpiresAt: null });
  });

  it('is for instructors only: a learner or an admin is refused (403), a visitor must sign in (401)', async () => {
    const teacher = await account({ isInstructor: true });
    const person = await personOf(teacher);
    for (const who of [await account(), await account({ isAdmin: true })]) expectSafeEnvelope(await makeCard(who, person), 403, 'FORBIDDEN');
    expectSafeEnvelope(await apiPost(state.app, `/api/instructor/roster/${person}/claim-code`, {}), 401, 'UNAUTHENTICATED');
    expect(await state.db.knex('roster_claim_codes').where({ rosterPersonId: person })).toEqual([]);
  });

  it.each(['0', '-1', 'abc', '1.5', '99999999999', '%00'])('refuses the person id %s with a clear 400', async (id) => {
    const teacher = await account({ isInstructor: true });
    expectSafeEnvelope(await makeCard(teacher, id), 400, 'VALIDATION_FAILED');
  });
});

describe('after the claim, the instructor', () => {
  it('sees "claimed on" in the roster (the name stays), and can add no card or sheet for that person (409)', async () => {
    const teacher = await account({ isInstructor: true });
    const person = await personOf(teacher, 'Marta Solis');
    const untouched = await personOf(teacher, 'Rafael Gomez');
    await passOnPaper(teacher, person, [1]);
    const code = await cardFor(teacher, person);
    const done = await claim(await account(), { code });
    expect(done.status).toBe(200);

    const people = await roster(teacher);
    expect(people.find((p) => p.id === person)).toMatchObject({ name: 'Marta Solis', claimedAt: done.body.claimedAt, claimCodeExpiresAt: null });
    expect(people.find((p) => p.id === untouched)).toMatchObject({ claimedAt: null });
    const card = await makeCard(teacher, person, 'es');
    expectSafeEnvelope(card, 409, 'CONFLICT');
    expect(card.body.error.message).toBe('Esta persona ya pasó su trabajo a su propia cuenta. No puede agregar nada aquí.');
    const more = await sheet(teacher, person, 2);
    expectSafeEnvelope(more, 409, 'CONFLICT');
    expect(more.body.error.message).toBe('This person has moved their work into their own account. You cannot add to it here.');
    // The sheet stays with the class (its totals count it), marked claimed through its person.
    expect(await state.db.knex('paper_attempts').where({ rosterPersonId: person }).count('* as n').first()).toEqual({ n: 1 });
    // Still possible for everyone else on the roster.
    expect((await sheet(teacher, untouched, 1)).status).toBe(201);
  });
});
