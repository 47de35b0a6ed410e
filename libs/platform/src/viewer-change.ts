import type { QueryClient } from '@tanstack/react-query';

/**
 * Who the page is shown to (the session query, and the learner's data with it) changes only once the page
 * on screen has hydrated all of its server HTML. A remote's page whose code comes after the shell's (a
 * dormant page, shell/src/remotes/dormant-page.ts) is hydrated by React when that code arrives, from the
 * query cache as it is by then; React cannot see a change made there meanwhile, so a page rendered for one
 * viewer and hydrated for another logs error #418 and is thrown away. So every change of viewer after the
 * page has loaded waits for `untilPageHydrated`: the session check that finds another viewer, the learner
 * shown offline over the visitor's copy, and Log out.
 * Decision: docs/decisions/issue-30-offline-without-personal-pages.md ("#418").
 */

/** Starts the page's code if it waits, and resolves true once it runs, false if it could not be loaded. */
export type PageHydrationWait = () => Promise<boolean>;

const waits = new WeakMap<QueryClient, PageHydrationWait>();

/** The shell says, once per page load and before it hydrates, how to wait for its page (the browser only). */
export function holdViewerChanges(queryClient: QueryClient, untilHydrated: PageHydrationWait): void {
  waits.set(queryClient, untilHydrated);
}

/**
 * Resolves once the viewer may change: true when the whole page has hydrated (at once without a late
 * page, and on the server), false when the page's code could not be loaded (it stays as the server sent it).
 */
export function untilPageHydrated(queryClient: QueryClient): Promise<boolean> {
  return waits.get(queryClient)?.() ?? Promise.resolve(true);
}
