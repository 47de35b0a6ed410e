import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A link to a section (`/modules/2#payment-apps`, from "pick up where you left off") lands on it once the
 * lesson is on screen: the browser cannot, as the section is drawn after the page's script has started.
 */
export function useScrollToSection(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const section = document.getElementById(decodeURIComponent(hash.slice(1)));
    const heading = section?.querySelector<HTMLElement>('h2, h3');
    if (!section || !heading) return;
    heading.tabIndex = -1;
    section.scrollIntoView();
    heading.focus({ preventScroll: true });
  }, [ready, hash]);
}
