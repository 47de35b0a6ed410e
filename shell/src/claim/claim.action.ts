import type { RouteServices } from '@reentry/contracts/remotes';
import { doneAt, formAction } from '@reentry/platform/action-form';
import { claimMessages as m } from './claim.messages';

export const CLAIM_PATH = '/claim';

/**
 * `/claim`'s route action (server and browser alike): sends the code from the card to the API as the
 * signed-in visitor, then Post/Redirect/Get to `?done=claimed`. A code that does not work, too many tries,
 * a session that ended: the page again with the code as typed and the API's words. The code never goes
 * into an address; it is sent in the body only.
 */
export function claimAction(services: RouteServices) {
  return formAction({
    fields: ['code'],
    check: (values): Record<string, string> => ((values.code ?? '').trim() ? {} : { code: m.codeRequired.id }),
    send: (values, { idempotencyKey }) => services.api.post('/api/claim', { code: (values.code ?? '').trim() }, { headers: { 'Idempotency-Key': idempotencyKey } }),
    done: () => doneAt(CLAIM_PATH, 'claimed'),
  });
}
