import type { QueryClient } from '@tanstack/react-query';
import { clearPersonalData, type ApiClient } from '@reentry/platform';
import { replacePage } from './replace-page';
import { handOverResetReason, markPageReplaced, type TabletReset } from './reset-handover';

/**
 * Ends a learner's turn on a shared tablet: signs out on the server, forgets their data in this browser
 * (clearPersonalData), then loads the home page in place of the current history entry. The new document
 * holds nothing of the last one (what was typed, the query cache), and Back leads only to pages that are
 * fetched again (kiosk pages are no-store) and now show no one. The next page says what happened.
 */
export async function resetSharedTablet(api: ApiClient, queryClient: QueryClient, reason: TabletReset): Promise<void> {
  // Once per page: a sign-out clears the query cache, the header's session check then finds no one
  // and would start a second ('kiosk-idle') reset whose clearing could wipe the first one's reason
  // after it was saved, so the next page said nothing. The first reason stands.
  if (!markPageReplaced(reason)) return;
  try {
    await api.post('/api/auth/logout');
  } catch {
    // Offline or the API is away: the server's own 5-minute idle limit ends the session.
  }
  await clearPersonalData(queryClient);
  handOverResetReason(reason);
  replacePage('/');
}
