import type { Knex } from 'knex';
import { createLogger } from '../logger.js';
import type { Mailer } from '../modules/mail/mailer.js';
import { createOutboxWorker } from '../modules/mail/outbox.worker.js';

/** Runs the outbox worker once over everything due, as the server's background loop would. */
export async function deliverQueuedMail(knex: Knex, mailer: Mailer): Promise<void> {
  const worker = createOutboxWorker(knex, mailer, createLogger('silent'));
  while ((await worker.deliverDue()) > 0);
}
