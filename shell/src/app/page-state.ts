import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { KioskDevice } from '@reentry/contracts/kiosk-rules';
import type { Locale, Theme } from '@reentry/contracts/locale';
import type { RemoteDescriptor } from '@reentry/contracts/remotes';

/** The id of the JSON island that carries a server-rendered page's state to the browser. */
export const PAGE_STATE_ID = 'page-state';

/** What the server rendered a page with, so the browser hydrates exactly the same thing. */
export interface PageState {
  locale: Locale;
  theme: Theme;
  /** Whether locale and theme were the visitor's saved choice, or a guess a saved browser choice overrides. */
  saved: { locale: boolean; theme: boolean };
  /** The page was asked for with `Save-Data: on`: rendered without decorative images. */
  saveData?: boolean;
  /** The device is a facility's shared tablet (kiosk mode), or null. */
  kiosk: KioskDevice | null;
  /** Server time at render (ms): texts that show the date (the copyright year) match. */
  renderedAt: number;
  /** Every remote the site has (`/remotes.json`). */
  remotes: RemoteDescriptor[];
  /** The remote that owns this page, if any, with the manifest the server loaded it from. */
  page: PageRemote | null;
  /**
   * The page's message catalogues as files, name to path (`/i18n/learning.es.<hash>.json`): loaded before
   * hydration, not carried here (issue 43). An English page has none. Older servers leave it out.
   */
  catalogues?: Record<string, string>;
  /** The React Query cache the page was rendered from (session, page data; messages from older servers). */
  queries: DehydratedState;
  /** React Router's loader results and errors. */
  router: HydrationState;
}

export type PageRemote =
  /** `runAtLoad`: the page's code starts at once, not at the first touch (RouteServices.runAtLoad). */
  | { id: string; status: 'loaded'; manifest: unknown; runAtLoad?: true }
  | { id: string; status: 'unavailable' };

/** JSON for a `<script type="application/json">` island: never executed, and `<` cannot end it early. */
export function serializePageState(state: PageState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The server's state for this page, or null when the page was rendered in the browser only (dev). */
export function readPageState(): PageState | null {
  const island = document.getElementById(PAGE_STATE_ID);
  return island?.textContent ? (JSON.parse(island.textContent) as PageState) : null;
}
