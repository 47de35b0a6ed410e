import { useEffect, useRef, type ReactNode } from 'react';
import { PageTitle } from '@reentry/platform';

/**
 * A page's heading (and browser-tab title) when it comes from content rather than a message. It
 * takes focus when the page, or the thing it names (`focusKey`), changes, so screen readers announce it.
 */
export function PageHeading({ title, focusKey, children }: { title: string; focusKey?: string | number; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), [focusKey]);
  return (
    <header className="page-intro">
      <PageTitle>{title}</PageTitle>
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </header>
  );
}
