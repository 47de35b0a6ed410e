// The before-check (issue 40) is a view of the lesson tab, named in the address, so a link opens it and its
// form posts to it with no script: `/modules/1?check=before`, and after Send `...&done=kept` (Post/Redirect/Get).

const PARAMETER = 'check';
const VALUE = 'before';

/** What a kept before-check's address says (`?done=kept`). */
export const KEPT = 'kept';

/** The before-check's address (its form posts there too). */
export const beforeCheckPath = (moduleId: number) => `/modules/${moduleId}?${PARAMETER}=${VALUE}`;

/** The address asks for the before-check. */
export const asksForBeforeCheck = (search: URLSearchParams) => search.get(PARAMETER) === VALUE;

/** The search a kept before-check comes back to, with `done`. */
export const beforeCheckSearch = { [PARAMETER]: VALUE };
