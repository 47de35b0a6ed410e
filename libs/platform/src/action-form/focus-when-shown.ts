import { useEffect, useRef, type RefObject } from 'react';
import { useHydratedMount } from './hydrated-mount.js';

/**
 * Moves focus to `ref` (a heading or a panel, so screen readers start reading there) when it appears and
 * whenever `key` changes, except when it came with the server's HTML: a page the visitor opened keeps
 * focus where the browser (`autofocus`) and the visitor put it, even when its code comes later, at their
 * first touch or key, while they type in a field.
 */
export function useFocusWhenShown(ref: RefObject<HTMLElement | null>, key?: unknown) {
  const cameWithServerHtml = useRef(useHydratedMount());
  useEffect(() => {
    if (cameWithServerHtml.current) {
      cameWithServerHtml.current = false;
      return;
    }
    ref.current?.focus({ preventScroll: true });
  }, [ref, key]);
}
