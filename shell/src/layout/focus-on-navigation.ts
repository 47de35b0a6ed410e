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
 * the skip link first), and not for a fragment, which the page scrolls and focuses to itself.
 */
export function useFocusOnNavigation(): void {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!hash) focusMainHeading();
  }, [pathname, hash]);
}
