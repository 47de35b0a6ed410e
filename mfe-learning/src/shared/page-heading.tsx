import { useRef, type ReactNode } from 'react';
import { PageTitle } from '@reentry/platform';
import { useFocusWhenShown } from '@reentry/platform/action-form';

/**
 * A page's heading (and browser-tab title) when it comes from content rather than a message. It
 * takes focus when the page, or the thing it names (`focusKey`), changes in the browser, so screen readers
 * announce it (not on a page that came from the server: useFocusWhenShown).
 */
export function PageHeading({ title, focusKey, children }: { title: string; focusKey?: string | number; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusWhenShown(heading, focusKey);
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
