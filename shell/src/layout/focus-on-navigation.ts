import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Moves focus to the page's heading, so a screen reader announces where the visitor is now. */
export function focusMainHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

/**
 * After each client-side navigation (a link, a login, a logout), focus goes to the new page's
 * heading instead of falling to the page body. Not on the first load (focus starts at the top, with
 * the skip link first), and not for a fragment, which the page scrolls and focuses to itself. Not when
 * the visitor has already moved focus themselves since the navigation (a tap in a field of the new page
 * before this effect ran, as on a slow phone): their place is never taken from them.
 */
export function useFocusOnNavigation(): void {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);
  const seen = useRef({ pathname, focused: null as Element | null });
  // Read while the new page renders, before anyone can act on it: what had focus when the navigation came.
  if (seen.current.pathname !== pathname && typeof document !== 'undefined') seen.current = { pathname, focused: document.activeElement };
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (hash || focusMovedSince(seen.current.focused)) return;
    focusMainHeading();
  }, [pathname, hash]);
}

/** Whether the visitor put focus somewhere new on the page since `before` (the body is nowhere). */
export function focusMovedSince(before: Element | null): boolean {
  const now = document.activeElement;
  return now !== null && now !== document.body && now !== before && now.isConnected;
}
