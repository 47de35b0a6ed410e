import type { LoaderFunctionArgs } from 'react-router';
import type { RouteServices } from '@reentry/platform';
import { loadMessages } from '../../i18n/load-messages';
import { asInstructor, requireInstructor } from '../../routes/instructor-access';
import { rosterQuery } from '../roster/roster.query';

/** What the cards print beside the roster: the site's address, and the card's words in Spanish (every card says both). */
export interface ClaimCardsData {
  site: string;
  spanish: Record<string, string>;
}

/** `/instructor/claim-cards`: instructors only; the roster, and the card's Spanish words whatever the page's language. */
export function claimCardsLoader(services: RouteServices) {
  return async ({ request }: LoaderFunctionArgs): Promise<ClaimCardsData> => {
    await requireInstructor(services);
    services.runAtLoad?.();
    // Read afresh: a card made or a claim since the portal last read it changes what is ticked.
    await asInstructor(services, () => services.queryClient.fetchQuery({ ...rosterQuery(services.api), staleTime: 0 }));
    const spanish = Object.fromEntries(Object.entries(await loadMessages('es')).filter(([id]) => id.startsWith('instructor.claimCard.'))) as Record<string, string>;
    return { site: `${new URL(request.url).host}/claim`, spanish };
  };
}
