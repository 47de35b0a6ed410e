import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The disclosure pattern (WAI-ARIA APG) for menus of links: a button that shows and hides a
 * panel. Escape closes it and returns focus to the button; a click outside, navigation, and focus
 * moving anywhere else (Tab past the last link) close it too, so it never hides what has focus.
 */
export function useDisclosure<Panel extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<Panel>(null);
  const location = useLocation();
  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => close(), [location, close]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close(true);
    const outside = (event: Event) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open, close]);

  return {
    open,
    buttonProps: { ref: buttonRef, 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen((value) => !value) },
    panelProps: { ref: panelRef, id: panelId, hidden: !open },
  };
}
