import { clearPersonalData, type ApiClient } from '@reentry/platform';
import { replacePage } from './replace-page';
import { handOverResetReason, markPageReplaced, type TabletReset } from './reset-handover';

/**
 * Ends a learner's turn on a shared tablet: signs out on the server, forgets their data in this browser
 * (clearPersonalData), then loads the home page in place of the current history entry. The new document
 * holds nothing of the last one (what was typed, the query cache), and Back leads only to pages that are
 * fetched again (kiosk pages are no-store) and now show no one. The next page says what happened.
 */
export async function resetSharedTablet(api: ApiClient, reason: TabletReset): Promise<void> {
  // Once per page: a sign-out clears the query cache, the header's session check then finds no one
  // and would start a second ('kiosk-idle') reset whose clearing could wipe the first one's reason
  // after it was saved, so the next page said nothing. The first reason stands.
  if (!markPageReplaced(reason)) return;
  try {
    await api.post('/api/auth/logout');
  } catch {
    // Offline or the API is away: the server's own 5-minute idle limit ends the session.
  }
  // What the browser keeps (storage, caches, the worker's queue) is cleared; the page's own memory goes with
  // the page. So no waiting for the page to hydrate, as a sign-out that stays on the page must: on a lesson
  // whose code had not come yet, that downloaded and ran the lesson's code only to throw the page away, the
  // longest step of a sign-out on a busy tablet (the kiosk spec's sign-out notice came late under load).
  await clearPersonalData();
  handOverResetReason(reason);
  replacePage('/');
}
