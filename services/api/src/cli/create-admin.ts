/**
 * Creates an admin (or, with --role instructor, an instructor) account, or gives an existing user that role,
 * on the same database the server uses (DATABASE_URL, or the embedded database under DATA_DIR).
 *   npm run create-admin -w @reentry/api -- --username X --email Y --name Z
 *   npm run create-instructor -w @reentry/api -- --username X --email Y --name Z
 * The password comes from ADMIN_PASSWORD or is asked for (not echoed). An existing user keeps their password.
 */
import { parseArgs } from 'node:util';
import type { Knex } from 'knex';
import { AUTH_LIMITS, registerRequestSchema } from '@reentry/contracts/auth';
import { loadConfig } from '../config.js';
import { DataDirInUseError } from '../db/embedded.js';
import { migrateLatest } from '../db/migrate.js';
import { openDatabase } from '../db/open.js';
import { pino } from 'pino';
import { translate } from '../i18n/translate.js';
import { createLogger, type Logger } from '../logger.js';
import { logAuthEvent } from '../modules/auth/audit.js';
import { hashPassword } from '../modules/auth/password.js';
import { passwordProblem } from '../modules/auth/password-strength.js';
import { setUserRole } from '../modules/users/roles.service.js';
import { createUser } from '../modules/users/users.service.js';
import { askHidden } from './ask-hidden.js';

const USAGE = 'Usage: npm run create-admin -w @reentry/api -- --username NAME --email ADDRESS --name "Full Name" [--role admin|instructor]';
const ROLES = ['admin', 'instructor'] as const;
type StaffRole = (typeof ROLES)[number];

class UsageError extends Error {}

async function readPassword(role: StaffRole): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  const password = fromEnv ?? (await askHidden(`Password for the new ${role}: `));
  if (password.length < AUTH_LIMITS.resetPasswordMin) throw new UsageError(`The password must be at least ${AUTH_LIMITS.resetPasswordMin} characters.`);
  if (!fromEnv && process.stdin.isTTY && (await askHidden('Type it again: ')) !== password) throw new UsageError('The two passwords do not match.');
  return password;
}

/** The operator at the terminal, for the audit line (there is no client address). */
const cli = { ip: 'cli' };

async function createOrPromote(
  knex: Knex,
  logger: Logger,
  role: StaffRole,
  args: { username: string; email: string; name: string },
): Promise<string> {
  const existing = await knex('users').whereRaw('lower(username) = lower(?)', [args.username.normalize('NFKC').trim()]).first('id', 'username');
  if (existing) {
    await setUserRole(knex, logger, cli, { userId: existing.id, role, value: true });
    return `${existing.username} is now ${role === 'admin' ? 'an admin' : 'an instructor'} (password unchanged; signed out everywhere).`;
  }
  const password = await readPassword(role);
  const input = registerRequestSchema.safeParse({ ...args, password });
  if (!input.success) {
    throw new UsageError(input.error.issues.map((issue) => `${issue.path.join('.')}: ${translate('en', issue.message)}`).join('\n'));
  }
  const problem = await passwordProblem(password, input.data);
  if (problem) throw new UsageError(translate('en', problem));
  const id = await createUser(knex, {
    ...input.data,
    passwordHash: await hashPassword(password),
    isAdmin: role === 'admin',
    isInstructor: role === 'instructor',
  });
  logAuthEvent(logger, cli, 'role.changed', { userId: id, role, value: true, created: true });
  return `${role === 'admin' ? 'Admin' : 'Instructor'} ${input.data.username} created.`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { username: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string', default: 'admin' } },
  });
  const role = ROLES.find((known) => known === values.role);
  if (!values.username || !values.email || !values.name || !role) throw new UsageError(USAGE);
  const config = loadConfig();
  const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  // Role changes are audit events: always recorded, on stderr so the script's own answer stays clean.
  const audit = createLogger('info', pino.destination(2));
  const { knex, embedded } = await openDatabase(config, logger);
  try {
    await migrateLatest(knex, config.dbSchema);
    const args = { username: values.username, email: values.email, name: values.name };
    process.stdout.write(`${await createOrPromote(knex, audit, role, args)}\n`);
  } finally {
    await knex.destroy();
    await embedded?.stop();
  }
}

main().catch((err: unknown) => {
  if (err instanceof DataDirInUseError) {
    process.stderr.write(`The API server is running and holds the embedded database. Stop the server first, then run this again.\n(${err.message})\n`);
  } else {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  }
  process.exit(1);
});
