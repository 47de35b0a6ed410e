import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A menu that is a `<details>` disclosure: it opens and closes without script (the browser's own, with
 * its expanded state announced), so its links and Log out can be reached before the code comes. The code
 * only adds what a menu is expected to do: Escape closes it and puts focus back on its summary; a press or
 * focus outside, and a navigation, close it.
 */
export function useDetailsMenu() {
  const ref = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();
  const firstKey = useRef(key);
  useEffect(() => {
    // Not as the page hydrates: a menu the visitor opened before the code came stays open.
    if (key !== firstKey.current && ref.current) ref.current.open = false;
  }, [key]);
  useEffect(() => {
    const close = (returnFocus: boolean) => {
      const details = ref.current;
      if (!details?.open) return;
      details.open = false;
      if (returnFocus) details.querySelector('summary')?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && ref.current?.contains(document.activeElement)) close(true);
    };
    const outside = (event: Event) => {
      if (!ref.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, []);
  return ref;
}
