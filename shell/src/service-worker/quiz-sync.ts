import { Queue } from 'workbox-background-sync';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { QUIZ_SYNC_QUEUE } from '@reentry/contracts/offline';

/**
 * Quiz attempts that could not reach the server (no network): kept by Workbox and sent again when the network
 * is back (Background Sync where the browser has it, else when the worker next starts). Each carries its
 * Idempotency-Key, so the page sending the same attempt too gets the same graded result, graded once.
 */
const queue = new Queue(QUIZ_SYNC_QUEUE, { maxRetentionTime: 7 * 24 * 60 });

export const queueFailedQuizPlugin: WorkboxPlugin = {
  fetchDidFail: async ({ request }) => queue.pushRequest({ request }),
};

/** At logout: attempts waiting here belong to the learner who signed out. */
export async function forgetQueuedQuizzes(): Promise<void> {
  while (await queue.shiftRequest());
}
