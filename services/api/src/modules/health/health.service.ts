import type { Knex } from 'knex';

export const READY_CHECK_TIMEOUT_MS = 1000;

/**
 * True when `select 1` answers within the timeout. The race matters: a database host that silently
 * drops packets would otherwise hold the probe for the pool's acquire timeout.
 */
export async function databaseAnswers(knex: Knex, timeoutMs = READY_CHECK_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const query = knex.raw('select 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
