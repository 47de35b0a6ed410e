import type { Knex } from 'knex';
import { adminOnlyOrganisationFields, emptyOrganisation, type OrganisationDetails, type OrganisationRecord, type OrganisationUpdate } from '@reentry/contracts/organisation';
import { ConflictError, ForbiddenError } from '../../errors.js';
import { writeAudit, type AuditActor } from '../audit/audit.service.js';
import { changedFields } from './changed-fields.js';

const TABLE = 'organisation';
const ROW_ID = 1;
/**
 * How long a replica trusts its copy. Another replica's save shows here within this time, plus the
 * anonymous page cache (PAGE_CACHE_SECONDS, 5 s by default): well inside the 60 s the issue allows.
 */
export const ORGANISATION_TTL_MS = 15_000;

interface Row {
  details: Partial<OrganisationDetails>;
  version: number;
  updatedAt: Date | null;
}

/** A row written by an older release lacks newer fields: they read as "not published". */
function toRecord(row: Row): OrganisationRecord {
  const details = row.details;
  return {
    ...emptyOrganisation,
    ...details,
    officeHours: { ...emptyOrganisation.officeHours, ...details.officeHours },
    offlineGiving: { ...emptyOrganisation.offlineGiving, ...details.offlineGiving },
    social: { ...emptyOrganisation.social, ...details.social },
    version: row.version,
    updatedAt: row.updatedAt ? new Date(row.updatedAt).toISOString() : null,
  };
}

function withoutMeta({ version: _version, updatedAt: _updatedAt, ...details }: OrganisationRecord): OrganisationDetails {
  return details;
}

/** The row, seeded from the defaults the first time any replica reads it (a race inserts once). */
async function readRow(db: Knex, defaults: OrganisationDetails, lock = false): Promise<Row> {
  const select = () => {
    const query = db(TABLE).where({ id: ROW_ID }).first('details', 'version', 'updatedAt');
    return (lock ? query.forUpdate() : query) as Promise<Row | undefined>;
  };
  const row = await select();
  if (row) return row;
  await db(TABLE).insert({ id: ROW_ID, details: JSON.stringify(defaults), version: 1 }).onConflict('id').ignore();
  return (await select())!;
}

export interface OrganisationStore {
  /**
   * The details, for every module that prints them (site config, receipts, mails, certificates). Cached
   * per replica for ORGANISATION_TTL_MS. Pass the caller's transaction when inside one (PGlite has one connection).
   */
  details(db?: Knex): Promise<OrganisationDetails>;
  /** The admin's view: fresh from the database, with the version to send back. */
  record(): Promise<OrganisationRecord>;
  /**
   * Saves the whole document if `version` is still current (else 409), audited in the same transaction.
   * `mayChangeIdentity` false (a content editor): a change to the name, legal name or tax ID is refused with
   * 403 and nothing is saved.
   */
  save(actor: AuditActor, update: OrganisationUpdate, options?: { mayChangeIdentity: boolean }): Promise<OrganisationRecord>;
}

export function createOrganisationStore({ knex, defaults, ttlMs = ORGANISATION_TTL_MS }: { knex: Knex; defaults: OrganisationDetails; ttlMs?: number }): OrganisationStore {
  let cached: { details: OrganisationDetails; until: number } | undefined;
  const remember = (record: OrganisationRecord) => {
    cached = { details: withoutMeta(record), until: Date.now() + ttlMs };
    return record;
  };
  const record = async (db: Knex = knex) => remember(toRecord(await readRow(db, defaults)));

  return {
    async details(db) {
      if (cached && cached.until > Date.now()) return cached.details;
      return withoutMeta(await record(db));
    },
    record: () => record(),
    async save(actor, { version, ...next }, { mayChangeIdentity } = { mayChangeIdentity: true }) {
      const saved = await knex.transaction(async (trx) => {
        const current = toRecord(await readRow(trx, defaults, true));
        if (current.version !== version) throw new ConflictError('api.organisation.stale');
        const fields = changedFields(withoutMeta(current), next);
        if (!mayChangeIdentity && fields.some((field) => (adminOnlyOrganisationFields as readonly string[]).includes(field))) {
          throw new ForbiddenError('Only an administrator can change the name, legal name and tax ID.', 'api.organisation.adminOnlyFields');
        }
        if (fields.length === 0) return current;
        const [row] = (await trx(TABLE)
          .where({ id: ROW_ID })
          .update({ details: JSON.stringify(next), version: version + 1, updatedAt: trx.fn.now(), updatedByUserId: actor.id })
          .returning(['details', 'version', 'updatedAt'])) as Row[];
        // Which fields changed, not their values (the audit log holds no field contents).
        await writeAudit(trx, { actor, action: 'organisation.update', targetType: 'organisation', targetId: ROW_ID, detail: { fields: fields.join(','), version: version + 1 } });
        return toRecord(row!);
      });
      return remember(saved);
    },
  };
}
