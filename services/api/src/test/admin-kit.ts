import type { Knex } from 'knex';
import { sessionCookieFor } from './session-cookie.js';

export const TEST_SECRET = 'test-secret-that-is-at-least-32-characters';

export interface TestUser {
  id: number;
  cookie: string;
}

/** A user row (any roles) and a signed-in session cookie for it. */
export async function userWith(
  knex: Knex,
  username: string,
  roles: { isAdmin?: boolean; isInstructor?: boolean; isContentEditor?: boolean; assignedInstructorId?: number | null; name?: string; createdAt?: Date } = {},
): Promise<TestUser> {
  const { name = username, ...rest } = roles;
  const [row] = (await knex('users').insert({ username, passwordHash: 'x', email: `${username}@example.org`, name, ...rest }).returning('id')) as { id: number }[];
  return { id: row!.id, cookie: await sessionCookieFor(knex, row!.id, TEST_SECRET) };
}

let counter = 0;
const unique = () => (counter += 1);

export function facilityRow(fields: Record<string, unknown> = {}) {
  const n = unique();
  return {
    facilityName: `Facility ${n}`,
    facilityType: 'prison',
    contactName: `Contact ${n}`,
    contactPosition: 'Program director',
    contactEmail: `contact${n}@example.org`,
    contactPhone: '555-123-4567',
    facilityAddress: '1 Main St, Springfield',
    participantCount: 20,
    preferredDate: 'March',
    ...fields,
  };
}

export function assistanceRow(fields: Record<string, unknown> = {}) {
  const n = unique();
  return {
    reference: `REF${String(n).padStart(5, '0')}`,
    fullName: `Applicant ${n}`,
    email: `applicant${n}@example.org`,
    phone: '555-123-4567',
    releaseDate: '2025-06-01',
    location: 'Denver',
    assistanceType: 'housing',
    currentSituation: 'enc1:not-really-encrypted',
    ...fields,
  };
}

export function contactRow(fields: Record<string, unknown> = {}) {
  const n = unique();
  return { name: `Writer ${n}`, email: `writer${n}@example.org`, subject: 'general', message: 'Hello there, a message.', ...fields };
}

/** The audit rows of one action, oldest first. */
export async function auditRows(knex: Knex, action: string) {
  return (await knex('audit_log').where({ action }).orderBy('id')) as { actorUsername: string; targetType: string; targetId: string; detail: Record<string, unknown> }[];
}
