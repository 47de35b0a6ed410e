import { spawn } from 'node:child_process';
import path from 'node:path';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../test/test-db.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.destroy());

const packageDir = path.resolve(import.meta.dirname, '..', '..');

/** Runs the script as an operator would, on this test's schema. */
function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/create-admin.ts', ...args], {
    cwd: packageDir,
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: TEST_DATABASE_URL, DB_SCHEMA: db.schema, ADMIN_PASSWORD: 'Tortilla-Rio-Verde-84', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

const roles = (username: string) => db.knex('users').where({ username }).first('isAdmin', 'isInstructor');

// Each test runs the script through tsx once to three times: 27 s for the third in a full run at a load average of 10.
describe('create-admin --role instructor (npm run create-instructor)', () => {
  it('creates an instructor who is not an admin, and logs the role change', async () => {
    const result = await run(['--role', 'instructor', '--username', 'teacher', '--email', 'teacher@example.org', '--name', 'Rosa Teacher']);
    expect(result).toMatchObject({ code: 0, stdout: 'Instructor teacher created.\n' });
    expect(result.stderr).toContain('role.changed');
    expect(await roles('teacher')).toEqual({ isAdmin: false, isInstructor: true });
  }, 90_000);

  it('makes an existing user an instructor, keeping their other role and password', async () => {
    await db.knex('users').insert({ username: 'ana', passwordHash: 'kept-hash', email: 'ana@example.org', name: 'Ana', isAdmin: true });
    const result = await run(['--role', 'instructor', '--username', 'ANA', '--email', 'x@example.org', '--name', 'X']);
    expect(result).toMatchObject({ code: 0, stdout: 'ana is now an instructor (password unchanged; signed out everywhere).\n' });
    expect(await db.knex('users').where({ username: 'ana' }).first('isAdmin', 'isInstructor', 'passwordHash')).toEqual({ isAdmin: true, isInstructor: true, passwordHash: 'kept-hash' });
  }, 90_000);

  it('still makes admins by default, and refuses an unknown role', async () => {
    expect((await run(['--username', 'boss', '--email', 'boss@example.org', '--name', 'Big Boss'])).stdout).toBe('Admin boss created.\n');
    expect(await roles('boss')).toEqual({ isAdmin: true, isInstructor: false });
    const wrong = await run(['--role', 'wizard', '--username', 'merlin', '--email', 'm@example.org', '--name', 'Merlin']);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('--role admin|instructor');
    expect(await roles('merlin')).toBeUndefined();
  }, 90_000);
});
