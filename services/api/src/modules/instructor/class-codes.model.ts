import { createHash, randomInt } from 'node:crypto';
import type { Knex } from 'knex';
import { CLASS_CODE } from '@reentry/contracts/class-code-rules';

/** A class_codes row as the API reads it. */
export interface ClassCodeRow {
  id: number;
  code: string;
  instructorId: number;
  maxSignups: number;
  usedSignups: number;
  expiresAt: Date;
  createdAt: Date;
  revokedAt: Date | null;
}

/** A code found for a sign-up, and whether its owner is still an instructor (a removed one's codes stop). */
export type FoundClassCode = ClassCodeRow & { ownerIsInstructor: boolean };

/** 8 symbols from the unambiguous alphabet, each from the system's secure random source. */
export function generateClassCode(): string {
  return Array.from({ length: CLASS_CODE.length }, () => CLASS_CODE.alphabet[randomInt(CLASS_CODE.alphabet.length)]).join('');
}

/** Codes are found by this hash, so an index lookup takes the same path whatever part of a guess is right. */
export function hashClassCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

const open = (query: Knex.QueryBuilder, db: Knex) => query.whereNull('revokedAt').where('expiresAt', '>', db.fn.now());

export async function findClassCodeByCode(db: Knex, code: string): Promise<FoundClassCode | undefined> {
  return (await db('class_codes')
    .join('users', 'users.id', 'class_codes.instructorId')
    .where({ codeHash: hashClassCode(code) })
    .first('class_codes.*', 'users.isInstructor as ownerIsInstructor')) as FoundClassCode | undefined;
}

/** The instructor's codes that still work (a full one too, until it ends), newest first. */
export async function openClassCodes(db: Knex, instructorId: number): Promise<ClassCodeRow[]> {
  return (await open(db('class_codes').where({ instructorId }), db).orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }])) as ClassCodeRow[];
}

/**
 * Takes one place of the code in one statement: the row changes only while the code is open and not full,
 * so any number of sign-ups at once can never pass `max_signups`. Only while its owner is still an
 * instructor (roles are read at the time of use). Returns the instructor, or undefined.
 */
export async function claimClassCodePlace(db: Knex, code: string): Promise<{ id: number; instructorId: number } | undefined> {
  const rows = (await open(db('class_codes').where({ codeHash: hashClassCode(code) }), db)
    .where('usedSignups', '<', db.ref('maxSignups'))
    .whereIn('instructorId', db('users').select('id').where({ isInstructor: true }))
    .increment('usedSignups', 1)
    .returning(['id', 'instructorId'])) as { id: number; instructorId: number }[];
  return rows[0];
}

export async function insertClassCode(db: Knex, row: { code: string; instructorId: number; maxSignups: number; hours: number }): Promise<ClassCodeRow> {
  const [created] = (await db('class_codes')
    .insert({
      code: row.code,
      codeHash: hashClassCode(row.code),
      instructorId: row.instructorId,
      maxSignups: row.maxSignups,
      expiresAt: db.raw('now() + make_interval(hours => ?)', [row.hours]),
    })
    .returning('*')) as ClassCodeRow[];
  return created!;
}

export async function countOpenClassCodes(db: Knex, instructorId: number): Promise<number> {
  const row = (await open(db('class_codes').where({ instructorId }), db).count({ count: '*' }).first()) as { count: number | string };
  return Number(row.count);
}

/** Ends an open code of this instructor's at once; undefined when there is none with this id. */
export async function revokeOpenClassCode(db: Knex, instructorId: number, id: number): Promise<ClassCodeRow | undefined> {
  const [row] = (await open(db('class_codes').where({ id, instructorId }), db).update({ revokedAt: db.fn.now() }).returning('*')) as ClassCodeRow[];
  return row;
}
