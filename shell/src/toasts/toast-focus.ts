import { useCallback, useEffect, useRef, type FocusEvent as ReactFocusEvent, type RefObject } from 'react';

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

/**
 * While a notification shows, the page gets room at its bottom as tall as the notification, and a
 * control reached with Tab (or focused any other way) that would sit behind it is scrolled above it.
 */
export function useToastSpace(viewport: RefObject<HTMLElement | null>, toastId: number | undefined) {
  useEffect(() => {
    const root = document.documentElement;
    if (toastId === undefined || !viewport.current) {
      root.style.removeProperty('--toast-space');
      return;
    }
    const region = viewport.current;
    const update = () => root.style.setProperty('--toast-space', `${region.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(region);
    const keepClear = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      if (region.contains(target)) return;
      const covered = target.getBoundingClientRect().bottom - region.getBoundingClientRect().top;
      if (covered > 0) window.scrollBy({ top: covered + 8 });
    };
    document.addEventListener('focusin', keepClear);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', keepClear);
      root.style.removeProperty('--toast-space');
    };
  }, [viewport, toastId]);
}
