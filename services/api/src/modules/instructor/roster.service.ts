import type { Knex } from 'knex';
import { ROSTER_MAX_PEOPLE, rosterMessages, type Roster, type RosterPerson, type RosterPersonInput } from '@reentry/contracts/roster';
import { ConflictError, NotFoundError } from '../../errors.js';
import { writeAudit, type AuditActor } from '../audit/audit.service.js';
import { liveClaimCodes } from '../claim/claim-code.service.js';

interface RosterRow {
  id: number;
  name: string;
  createdAt: Date;
  claimedAt?: Date | null;
  claimCodeExpiresAt?: Date | null;
}

const iso = (value: Date | null | undefined) => (value ? new Date(value).toISOString() : null);
const toPerson = (row: RosterRow): RosterPerson => ({
  id: row.id,
  name: row.name,
  addedAt: new Date(row.createdAt).toISOString(),
  claimedAt: iso(row.claimedAt),
  claimCodeExpiresAt: iso(row.claimCodeExpiresAt),
});

/**
 * The caller's roster (issue 41): only the people of their own class, in the order they were added, each with
 * when they claimed their work (section 3) and when their claim card that still works ends.
 */
export async function listRoster(knex: Knex, instructorId: number): Promise<Roster> {
  const rows = (await knex('roster_people as p')
    .leftJoin(liveClaimCodes(knex).as('c'), 'c.rosterPersonId', 'p.id')
    .where({ 'p.instructorId': instructorId })
    .orderBy('p.id')
    .select('p.id', 'p.name', 'p.createdAt', 'p.claimedAt', 'c.expiresAt as claimCodeExpiresAt')) as RosterRow[];
  return { people: rows.map(toPerson) };
}

/**
 * Adds a person with no account to the caller's class: a name or a roster number, nothing else. The caller's
 * user row is locked first, so two presses at once cannot pass the roster's size; audited (the id only: a
 * name of someone inside a facility stays out of the log).
 */
export async function addRosterPerson(knex: Knex, actor: AuditActor, input: Required<RosterPersonInput>): Promise<RosterPerson> {
  return knex.transaction(async (trx) => {
    await trx('users').where({ id: actor.id }).forUpdate().first('id');
    const { count } = (await trx('roster_people').where({ instructorId: actor.id }).count('* as count').first()) as { count: string | number };
    if (Number(count) >= ROSTER_MAX_PEOPLE) throw new ConflictError(rosterMessages.rosterFull.id);
    const [row] = (await trx('roster_people').insert({ instructorId: actor.id, name: input.name }).returning(['id', 'name', 'createdAt'])) as RosterRow[];
    await writeAudit(trx, { actor, action: 'roster.person_added', targetType: 'roster_person', targetId: row!.id, detail: {} });
    return toPerson(row!);
  });
}

/** An admin reads one instructor's roster (issue 41: the class's instructor and admins); audited, the names not logged. */
export async function readRosterAsAdmin(knex: Knex, actor: AuditActor, instructorId: number): Promise<Roster> {
  const instructor = await knex('users').where({ id: instructorId, isInstructor: true }).whereNull('deletedAt').first('id');
  if (!instructor) throw new NotFoundError('No such instructor.');
  const roster = await listRoster(knex, instructorId);
  await knex.transaction((trx) => writeAudit(trx, { actor, action: 'roster.read_by_admin', targetType: 'instructor', targetId: instructorId, detail: { people: roster.people.length } }));
  return roster;
}
