import type { MouseEvent } from 'react';

/**
 * Props for a button that is busy while its change is saved. Unlike `disabled`, it keeps keyboard focus
 * (a disabled button drops focus to the page's start, so a keyboard user loses their place after Save):
 * the button says it is unavailable (`aria-disabled`) and ignores presses until the change is saved.
 */
export function busyButtonProps(busy: boolean) {
  return {
    'aria-disabled': busy || undefined,
    onClickCapture: (event: MouseEvent) => {
      if (!busy) return;
      event.preventDefault(); // no form submission
      event.stopPropagation(); // no onClick
    },
  };
}
