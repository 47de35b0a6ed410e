import { useRef, type HTMLAttributes } from 'react';
import { useFocusWhenShown } from './focus-when-shown.js';

/**
 * What a form's answer brings to the page (what happened, or the question before a change), taking focus as
 * it shows so a screen reader reads it at once: `autofocus` in the server's HTML (no script), and focus when
 * it shows in the browser (React focuses only fields and buttons itself), not as the page's code hydrates
 * the server's (focus is where the HTML or the visitor put it).
 */
export function FocusedPanel({ className = 'panel', children, ...props }: HTMLAttributes<HTMLDivElement>) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusWhenShown(panel);
  return (
    <div ref={panel} tabIndex={-1} autoFocus className={className} {...props}>
      {children}
    </div>
  );
}
