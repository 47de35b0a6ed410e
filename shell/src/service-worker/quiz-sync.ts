import { Queue } from 'workbox-background-sync';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { QUIZ_SYNC_QUEUE } from '@reentry/contracts/offline';

/**
 * Quiz attempts and before-checks that could not reach the server (no network): kept by Workbox and sent
 * again when the network is back (Background Sync where the browser has it, else when the worker next
 * starts), oldest first, so a before-check answered before the quiz arrives first. Each carries its
 * Idempotency-Key, so the page sending the same answers too gets the same result, kept once.
 */
const queue = new Queue(QUIZ_SYNC_QUEUE, { maxRetentionTime: 7 * 24 * 60 });

export const queueFailedQuizPlugin: WorkboxPlugin = {
  fetchDidFail: async ({ request }) => queue.pushRequest({ request }),
};

/** At logout: attempts and checks waiting here belong to the learner who signed out. */
export async function forgetQueuedQuizzes(): Promise<void> {
  while (await queue.shiftRequest());
}
