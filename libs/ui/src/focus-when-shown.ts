import { useEffect, useRef, type RefObject } from 'react';
import { useHydrated } from './button.js';

/**
 * Moves focus to `ref` (a heading, so screen readers start reading there) when it appears and whenever
 * `key` changes, except when it came with the server's HTML: a page the visitor opened keeps focus where
 * the browser and the visitor put it, even when its code starts later, at their first touch or key.
 */
export function useFocusWhenShown(ref: RefObject<HTMLElement | null>, key?: unknown) {
  const cameWithServerHtml = useRef(!useHydrated());
  useEffect(() => {
    if (cameWithServerHtml.current) {
      cameWithServerHtml.current = false;
      return;
    }
    ref.current?.focus({ preventScroll: true });
  }, [ref, key]);
}
