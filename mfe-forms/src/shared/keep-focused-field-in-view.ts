import { useLayoutEffect } from 'react';

/**
 * Messages that appear when a field is left (its validation on blur) push the fields below them down. If
 * that pushes the field that has focus now out of the window, it is scrolled back into view, so a person
 * using the keyboard never loses sight of where they are typing (WCAG 2.4.11, focus not obscured).
 */
export function useKeepFocusedFieldInView(errors: unknown, touched: unknown): void {
  // Before the browser paints the moved form, so there is no moment with the field out of sight.
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || !focused.closest('form')) return;
    const { top, bottom, height } = focused.getBoundingClientRect();
    // A field with no box (not laid out) has nowhere to scroll to.
    if (height > 0 && (bottom <= 0 || top >= window.innerHeight)) focused.scrollIntoView({ block: 'nearest' });
  }, [errors, touched]);
}
