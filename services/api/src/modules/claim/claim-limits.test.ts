import { contractMessages } from '@reentry/contracts/i18n/catalog';
import { apiMessages } from '../../i18n/messages.js';
import { newIp, useClaim } from '../../test/claim-kit.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';

// Issue 41, section 3: claim codes cannot be guessed. Every attempt counts before any work, well-formed or not:
// ten an hour per address and per account; hostile bodies are a clear 400, never a 500.

const { state, account, personOf, passOnPaper, cardFor, claim } = useClaim();
const WRONG = ['2222-3333-4444', 'not a code', 'ABCD', '2222-3333-4445', '', 'O0O0-I1I1-L1L1', '2222-3333-4446', 'x'.repeat(70), '2222-3333-4447', '2222 3333 4448'];

/** A person with one passed sheet and their card, to show the limit refuses even a right code. */
async function realCode(): Promise<{ person: number; code: string }> {
  const teacher = await account({ isInstructor: true });
  const person = await personOf(teacher);
  await passOnPaper(teacher, person, [1]);
  return { person, code: await cardFor(teacher, person) };
}
const spanish = [...Object.values(contractMessages.es), ...Object.values(apiMessages.es)];
const claimed = async (person: number) => (await state.db.knex('roster_people').where({ id: person }).first('claimedAt')).claimedAt;

describe('POST /api/claim limits', () => {
  it('refuses the 11th attempt of one account (from many addresses) with 429 and Retry-After, even with the right code', async () => {
    const { person, code } = await realCode();
    const learner = await account();
    for (const wrong of WRONG) expect((await claim(learner, { code: wrong }, { ip: newIp() })).status).toBe(400);
    const eleventh = await claim(learner, { code }, { ip: newIp() });
    expectSafeEnvelope(eleventh, 429, 'RATE_LIMITED');
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(await claimed(person)).toBeNull();
    // Another account is not held back by it.
    expect((await claim(await account(), { code })).status).toBe(200);
  });

  it('refuses the 11th attempt from one address (many accounts) with 429, malformed codes counted too', async () => {
    const { person, code } = await realCode();
    const ip = newIp();
    for (const wrong of WRONG) expect((await claim(await account(), { code: wrong }, { ip })).status).toBe(400);
    expectSafeEnvelope(await claim(await account(), { code }, { ip }), 429, 'RATE_LIMITED');
    expect(await claimed(person)).toBeNull();
    expect((await claim(await account(), { code }, { ip: newIp() })).status).toBe(200);
  });

  it('counts a body the API cannot read as a guess too (a __proto__ key, a list): the 11th attempt is a 429', async () => {
    const { person, code } = await realCode();
    const learner = await account();
    const unreadable = [JSON.parse('{"__proto__": {"code": "ABCD-EFGH-JKMN"}}') as object, ['ABCD-EFGH-JKMN']];
    for (let i = 0; i < 10; i += 1) expect((await claim(learner, unreadable[i % 2], { ip: newIp() })).status).toBe(400);
    expectSafeEnvelope(await claim(learner, { code }, { ip: newIp() }), 429, 'RATE_LIMITED');
    expect(await claimed(person)).toBeNull();
  });

  it.each([
    ['a NUL byte', { code: 'ABCD-EFGH-\u0000JKM' }, 'VALIDATION_FAILED'],
    ['10,000 characters', { code: 'A'.repeat(10_000) }, 'VALIDATION_FAILED'],
    ['emoji', { code: '😀😀😀😀-😀😀😀😀-😀😀😀😀' }, 'VALIDATION_FAILED'],
    ['a number', { code: 123456789012 }, 'VALIDATION_FAILED'],
    ['null', { code: null }, 'VALIDATION_FAILED'],
    ['a list', { code: ['ABCD-EFGH-JKMN'] }, 'VALIDATION_FAILED'],
    ['no code', {}, 'VALIDATION_FAILED'],
    ['an extra key', { code: 'ABCD-EFGH-JKMN', rosterId: 1 }, 'VALIDATION_FAILED'],
    // The API's JSON parser refuses a __proto__ key before any route reads the body (counted all the same).
    ['a __proto__ key', JSON.parse('{"__proto__": {"code": "ABCD-EFGH-JKMN"}}') as object, 'INVALID_JSON'],
  ] as const)('refuses %s with a clear 400, in the request language', async (_case, body, code) => {
    const res = await claim(await account(), body, { lang: 'es' });
    expectSafeEnvelope(res, 400, code);
    expect(spanish).toContain(res.body.error.message);
  });

  it('says what a code looks like when it cannot be one', async () => {
    const res = await claim(await account(), { code: 'ABC' });
    expect(res.body.error.fields.code).toBe('Check the code. It has 12 letters and numbers, like ABCD-EFGH-JKMN.');
  });
});
