import { siteConfigQuery, type RouteServices } from '@reentry/platform';
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
  return async (): Promise<ClaimCardsData> => {
    await requireInstructor(services);
    services.runAtLoad?.();
    // Read afresh: a card made or a claim since the portal last read it changes what is ticked.
    await asInstructor(services, () => services.queryClient.fetchQuery({ ...rosterQuery(services.api), staleTime: 0 }));
    const spanish = Object.fromEntries(Object.entries(await loadMessages('es')).filter(([id]) => id.startsWith('instructor.claimCard.'))) as Record<string, string>;
    // The site's public address, never the request's: on the server that is the renderer's own (self.invalid).
    const claimPage = new URL('/claim', (await services.queryClient.ensureQueryData(siteConfigQuery(services.api))).publicUrl);
    return { site: `${claimPage.host}${claimPage.pathname}`, spanish };
  };
}
