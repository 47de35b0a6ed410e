import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A step's heading. When the visitor moves to a step, focus goes to its heading, so screen readers
 * announce the new step; on the page's first render the page title keeps focus instead.
 */
export function StepHeading({ id, children, focus }: { id: string; children: ReactNode; focus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <h2 id={id} ref={heading} tabIndex={-1} className="donate-step__heading">
      {children}
    </h2>
  );
}
