import type { Knex } from 'knex';
import { schemaStatus, type SchemaStatus } from '../../db/schema-status.js';

export const READY_CHECK_TIMEOUT_MS = 1000;

/** Resolves with `fallback` when `work` takes longer than the timeout (or fails). */
async function within<T>(work: Promise<T>, fallback: T, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), timeoutMs);
  });
  try {
    return await Promise.race([work.catch(() => fallback), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * True when `select 1` answers within the timeout. The race matters: a database host that silently
 * drops packets would otherwise hold the probe for the pool's acquire timeout.
 */
export async function databaseAnswers(knex: Knex, timeoutMs = READY_CHECK_TIMEOUT_MS): Promise<boolean> {
  return within(knex.raw('select 1').then(() => true), false, timeoutMs);
}

export interface Readiness {
  ready: boolean;
  body: { status: string; missing?: string[]; unknown?: string[]; schema?: string };
}

/** The database answers and its schema is one this code can run on. */
export async function readiness(knex: Knex, timeoutMs = READY_CHECK_TIMEOUT_MS): Promise<Readiness> {
  const status = await within<SchemaStatus | undefined>(schemaStatus(knex), undefined, timeoutMs);
  if (!status) return { ready: false, body: { status: 'database-unavailable' } };
  switch (status.state) {
    case 'current':
      return { ready: true, body: { status: 'ok', schema: 'current' } };
    case 'behind':
      // The code would query tables or columns that do not exist yet: run the migrate command.
      return { ready: false, body: { status: 'schema-behind', missing: status.missing } };
    case 'ahead':
      return status.compatible
        ? { ready: true, body: { status: 'ok', schema: 'ahead', unknown: status.unknown } }
        : { ready: false, body: { status: 'schema-ahead', unknown: status.unknown } };
  }
}
