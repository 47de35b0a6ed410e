import type { ActionFunctionArgs } from 'react-router';
import type { ClaimCode } from '@reentry/contracts/claim';
import type { RouteServices } from '@reentry/platform';
import { apiErrorOf, refuse } from '@reentry/platform/action-form';
import { rosterQuery } from '../roster/roster.query';
import { claimCardsMessages as m } from './claim-cards.messages';

/** The field of one roster person's box: `person-<id>`, ticked (`on`) to make their card. */
export const personField = (id: number) => `person-${id}`;
const PERSON_FIELD = /^person-([1-9]\d{0,9})$/;

/** One card as printed: whose, the code and until when. */
export interface MadeCard {
  id: number;
  name: string;
  code: string;
  expiresAt: string;
}
/** The page's answer to the form: the cards, shown once (their codes are never in an address or stored here), and whose were not made. */
export interface MadeCards {
  cards: MadeCard[];
  notMade: { id: number; name: string; reason: string | null }[];
}
export const isMadeCards = (value: unknown): value is MadeCards => typeof value === 'object' && value !== null && Array.isArray((value as MadeCards).cards);

/**
 * `/instructor/claim-cards`'s route action (server and browser alike): a new claim code for each ticked person
 * of the caller's roster (the API voids their old one, and checks the roster is the caller's), answered as
 * the page's data, not a redirect: the codes are shown once, to print. Names come from the roster as the
 * API gives it, never from the post.
 */
export function claimCardsAction(services: RouteServices) {
  return async ({ request }: ActionFunctionArgs) => {
    const posted = await request.formData();
    const ticked = [...new Set([...posted.entries()].flatMap(([name, value]) => (value === 'on' ? [PERSON_FIELD.exec(name)?.[1]] : [])).filter((id) => id !== undefined).map(Number))];
    const values = Object.fromEntries(ticked.map((id) => [personField(id), 'on']));
    if (ticked.length === 0) return refuse(values, {}, { status: 400, message: m.chooseSomeone.id });
    let names: Map<number, string>;
    try {
      const roster = await services.queryClient.fetchQuery({ ...rosterQuery(services.api), staleTime: 0 });
      names = new Map(roster.people.map((person) => [person.id, person.name]));
    } catch (error) {
      const refused = (apiErrorOf(error)?.status ?? 500) < 500 ? apiErrorOf(error) : null;
      return refuse(values, {}, { status: refused?.status ?? 503, message: refused?.userMessage ?? null });
    }
    // One at a time: a card made stays made (its old code is void now), so a later failure never hides it.
    const answer: MadeCards = { cards: [], notMade: [] };
    // Only people of the caller's roster (a post naming thousands of others makes no calls for them).
    for (const id of ticked.filter((person) => names.has(person))) {
      const name = names.get(id) ?? '';
      try {
        const made = await services.api.post<ClaimCode>(`/api/instructor/roster/${id}/claim-code`, {});
        answer.cards.push({ id, name, code: made.code, expiresAt: made.expiresAt });
      } catch (error) {
        const refused = apiErrorOf(error);
        answer.notMade.push({ id, name, reason: refused && refused.status < 500 ? (refused.userMessage ?? null) : null });
      }
    }
    // The roster's "has a card until" changed for each card made.
    void services.queryClient.invalidateQueries({ queryKey: rosterQuery(services.api).queryKey });
    if (answer.cards.length === 0) return refuse(values, {}, { status: 409, message: answer.notMade[0]?.reason ?? m.chooseSomeone.id });
    return answer;
  };
}
