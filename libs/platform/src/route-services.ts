import type { User } from '@reentry/contracts/user';
import type { RouteServices } from '@reentry/contracts/remotes';
import { sessionQueryOptions } from './session.js';

export type { RouteServices };

/** For loaders: who is signed in (null for a visitor), from the page's query cache or the API. */
export function loadSession({ queryClient, api }: RouteServices): Promise<User | null> {
  return queryClient.ensureQueryData(sessionQueryOptions(api));
}
