import { useCallback, useRef, type FocusEvent as ReactFocusEvent, type RefObject } from 'react';

/**
 * F8 takes focus to the notifications; when the notification closes, focus goes back where it was
 * (not to the empty region, from which the next Tab would start over at the top of the page).
 */
export function useFocusReturn(viewport: RefObject<HTMLElement | null>) {
  const previous = useRef<HTMLElement | null>(null);
  const rememberFocus = useCallback(
    (event: ReactFocusEvent<HTMLElement>) => {
      const from = event.relatedTarget as HTMLElement | null;
      if (from && !viewport.current?.contains(from)) previous.current = from;
    },
    [viewport],
  );
  const returnFocus = useCallback(() => {
    const active = document.activeElement;
    if (!viewport.current || !(active === viewport.current || viewport.current.contains(active))) return;
    const target = previous.current?.isConnected ? previous.current : document.getElementById('main');
    // After Radix finishes closing, which would otherwise leave focus on the region.
    requestAnimationFrame(() => target?.focus());
  }, [viewport]);
  return { rememberFocus, returnFocus };
}
