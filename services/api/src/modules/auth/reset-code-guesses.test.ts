// Issue 39 §1.4: reset-code guesses are counted per account (after the sign-in's own normalisation of the
// name), so `İ` and other spellings of one name share one allowance; an unknown name is counted the same way.
import { resetCodeSchema } from '@reentry/contracts/reset-codes';
import { apiPost } from '../../test/api-client.js';
import { useClassCodes } from '../../test/class-codes-kit.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';

const { state, account } = useClassCodes();
let ips = 0;
// Every guess from its own address: only the per-account count can stop them.
const nextIp = () => `192.0.2.${(ips += 1)}`;
const guess = (username: string, code: string) =>
  apiPost(state.app, '/api/auth/reset-password/code', { username, code, password: 'quiet-river-stones-81' }, { headers: { 'X-Forwarded-For': nextIp() } });

async function learnerWithCode(username: string): Promise<string> {
  const teacher = await account({ isInstructor: true });
  const [row] = await state.db.knex('users').insert({ username, passwordHash: '$argon2id$forgotten', name: 'Mia', email: null, assignedInstructorId: teacher.id }).returning('id');
  const res = await apiPost(state.app, `/api/instructor/students/${(row as { id: number }).id}/reset-code`, {}, { cookie: teacher.cookie });
  return resetCodeSchema.parse(res.body).code;
}

describe('POST /api/auth/reset-password/code: the guess limit', () => {
  it('counts every spelling of one account together: `İ` gives no fresh guesses', async () => {
    const code = await learnerWithCode('mia-iris');
    // Sign-in finds this account under each of these (PostgreSQL lower-cases `İ` to `i`); JavaScript does not.
    const spellings = ['mia-iris', 'MİA-İRİS', 'mİa-iris', 'mia-İris', 'Mia-IrİS'];
    for (const name of spellings) for (let i = 0; i < 2; i += 1) expect((await guess(name, 'ABCD-EFG2')).status).toBe(400);
    // Ten wrong guesses at this account: the right code, under any spelling, waits for the hour to end.
    for (const name of ['MİA-İRİS', 'mia-iris']) expectSafeEnvelope(await guess(name, code), 429, 'RATE_LIMITED');
  });

  it('counts an unknown name the same way, so a limit reached says nothing about whether the name exists', async () => {
    await learnerWithCode('known-nina');
    const answers = async (names: string[]) => {
      const statuses: number[] = [];
      for (const name of names) statuses.push((await guess(name, 'ABCD-EFG2')).status);
      return statuses;
    };
    const known = await answers(['known-nina', 'KNOWN-NİNA', ...Array<string>(9).fill('known-nina')]);
    const unknown = await answers(['ghost-nina', 'GHOST-NİNA', ...Array<string>(9).fill('ghost-nina')]);
    expect(known).toEqual([...Array<number>(10).fill(400), 429]);
    expect(unknown).toEqual(known);
  });
});
