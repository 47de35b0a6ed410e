import type { Knex } from 'knex';
import { certificateKinds, certificateModules, type CertificateKind, type NameFormat } from '@reentry/contracts/certificate-rules';
import { REISSUED_REASON, type CertificateVerification, type MyCertificates } from '@reentry/contracts/certificates';
import type { Locale } from '@reentry/contracts/locale';
import { WITHDRAWN_REASON } from '@reentry/contracts/account-rules';
import { UnauthenticatedError } from '../../errors.js';
import { publishedModuleTitles, type ModuleTitles } from '../content/published-views.js';
import { isUniqueViolation } from '../users/users.service.js';
import { generateCertificateCode } from './certificate-code.js';
import { toOwned, toVerification, type CertificateViewDeps } from './certificate-views.js';
import { CertificateModel } from './certificates.model.js';
import { certificateProgress, completedAt, firstPasses } from './earned-modules.js';
import { printedName } from './printed-name.js';

export interface CertificateDeps extends CertificateViewDeps {
  knex: Knex;
  /** Tests pass a generator that repeats itself, to prove a collision is retried. */
  generateCode?: () => string;
}

const CODE_ATTEMPTS = 5;

const staffRevoked = (row: CertificateModel) => row.revokedAt !== null && row.revokedReason !== REISSUED_REASON && row.revokedReason !== WITHDRAWN_REASON;
const withdrawn = (row: CertificateModel) => row.revokedReason === WITHDRAWN_REASON;

/**
 * The caller's certificates, newest first: every valid one (an old-name one stays valid until the learner
 * withdraws it), and per kind the newest one staff revoked and the newest one the learner withdrew.
 * Replaced ones (another name format) are left out.
 */
async function currentCertificates(knex: Knex, userId: number): Promise<CertificateModel[]> {
  const rows = await CertificateModel.query(knex)
    .where({ userId })
    .where((query) => query.whereNull('revokedAt').orWhereNot('revokedReason', REISSUED_REASON))
    .orderBy('issuedAt', 'desc')
    .orderBy('id', 'desc');
  const seen = new Set<string>();
  const firstOf = (row: CertificateModel, group: string) => !seen.has(`${row.kind}:${group}`) && Boolean(seen.add(`${row.kind}:${group}`));
  return rows.filter((row) => !row.revokedAt || (staffRevoked(row) ? firstOf(row, 'staff') : firstOf(row, 'withdrawn')));
}

async function accountName(knex: Knex, userId: number, lock = false): Promise<string> {
  const query = knex('users').where({ id: userId }).first('name');
  const user = (await (lock ? query.forUpdate() : query)) as { name: string } | undefined;
  if (!user) throw new UnauthenticatedError();
  return user.name;
}

/**
 * What the learner has, how their name would print, and how far they are, read with `knex` (a transaction's
 * after a change) and the module titles read before it.
 */
export async function myCertificates(deps: CertificateDeps, knex: Knex, userId: number, titles: ModuleTitles): Promise<MyCertificates> {
  const [name, passes, rows] = await Promise.all([accountName(knex, userId), firstPasses(knex, userId), currentCertificates(knex, userId)]);
  return {
    names: { full: printedName(name, 'full'), firstLastInitial: printedName(name, 'firstLastInitial') },
    progress: certificateProgress(passes),
    certificates: certificateKinds.flatMap((kind) => rows.filter((row) => row.kind === kind)).map((row) => toOwned(row, deps, titles)),
  };
}

/** `GET /api/certificates`. */
export async function listMyCertificates(deps: CertificateDeps, userId: number): Promise<MyCertificates> {
  return myCertificates(deps, deps.knex, userId, await publishedModuleTitles(deps.content));
}

/** Inserts with a fresh code; a code already taken (about 1 in 2^78) is retried inside a savepoint. */
async function insertWithNewCode(trx: Knex.Transaction, deps: CertificateDeps, row: Partial<CertificateModel>): Promise<void> {
  const generate = deps.generateCode ?? generateCertificateCode;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await trx.transaction(async (savepoint) => {
        await CertificateModel.query(savepoint).insert({ ...row, code: generate() });
      });
      return;
    } catch (error) {
      const codeTaken = isUniqueViolation(error) && (error as { constraint?: string }).constraint === 'certificates_code_unique';
      if (!codeTaken || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}

/**
 * Whether to issue this kind now, and which certificate the new one replaces. Nothing after a staff
 * revocation. No format asked: only when no valid one is held. Otherwise a new one unless one in this
 * printed name and format is valid; it replaces (revokes) only a valid one in the same name under the
 * other format, so a certificate in an old name stays valid (issue 31).
 */
function plan(rows: CertificateModel[], name: string, nameFormat: NameFormat | undefined): { issue: boolean; replaces: CertificateModel[] } {
  const valid = rows.filter((row) => !row.revokedAt);
  if (rows.some(staffRevoked)) return { issue: false, replaces: [] };
  if (nameFormat === undefined) return { issue: valid.length === 0, replaces: [] };
  if (valid.some((row) => row.nameFormat === nameFormat && row.printedName === printedName(name, nameFormat))) return { issue: false, replaces: [] };
  return { issue: true, replaces: valid.filter((row) => row.printedName === printedName(name, row.nameFormat)) };
}

/**
 * `POST /api/certificates`: issues every certificate the database says is earned and not held in the
 * account's current name, in the learner's language. Asking again with the same (or no) name format changes
 * nothing; another format in the same name revokes that certificate ("reissued") and issues a new code; after
 * a name change, a new one is issued beside the old, which stays valid. A kind staff revoked is not issued
 * again this way. The user row is locked, so two requests at once issue one certificate.
 */
export async function issueEarnedCertificates(deps: CertificateDeps, userId: number, nameFormat: NameFormat | undefined, locale: Locale): Promise<MyCertificates> {
  const titles = await publishedModuleTitles(deps.content);
  return deps.knex.transaction(async (trx) => {
    const name = await accountName(trx, userId, true);
    const [passes, current] = await Promise.all([firstPasses(trx, userId), currentCertificates(trx, userId)]);
    for (const kind of certificateKinds) {
      const completed = completedAt(kind, passes);
      const { issue, replaces } = plan(current.filter((row) => row.kind === kind), name, nameFormat);
      if (!completed || !issue) continue;
      for (const row of replaces) {
        await CertificateModel.query(trx).findById(row.id).patch({ revokedAt: trx.fn.now() as unknown as Date, revokedReason: REISSUED_REASON });
      }
      const format = nameFormat ?? 'full';
      await insertWithNewCode(trx, deps, {
        userId,
        kind,
        moduleIds: [...certificateModules[kind]],
        printedName: printedName(name, format),
        nameFormat: format,
        locale,
        completedAt: completed,
      });
    }
    return myCertificates(deps, trx, userId, titles);
  });
}

/** `GET /api/certificates/{code}`: the public view, or null for an unknown code. */
export async function verifyCertificate(deps: CertificateDeps, code: string): Promise<CertificateVerification | null> {
  const row = await CertificateModel.query(deps.knex).findOne({ code });
  return row ? toVerification(row, deps, await publishedModuleTitles(deps.content)) : null;
}

/** The caller's own, still valid certificate with this code (for its PDF), or null. */
export async function findOwnValidCertificate(deps: CertificateDeps, userId: number, code: string): Promise<CertificateModel | null> {
  return (await CertificateModel.query(deps.knex).findOne({ code, userId }).whereNull('revokedAt')) ?? null;
}
