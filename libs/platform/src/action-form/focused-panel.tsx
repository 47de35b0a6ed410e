import { useEffect, useRef, type HTMLAttributes } from 'react';

/**
 * What a form's answer brings to the page (what happened, or the question before a change), taking focus as
 * it shows so a screen reader reads it at once: `autofocus` in the server's HTML (no script), and an effect
 * when it shows in the browser (React focuses only fields and buttons itself).
 */
export function FocusedPanel({ className = 'panel', children, ...props }: HTMLAttributes<HTMLDivElement>) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div ref={panel} tabIndex={-1} autoFocus className={className} {...props}>
      {children}
    </div>
  );
}
