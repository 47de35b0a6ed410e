import { useEffect, useRef } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';

export interface PageIntroMessages {
  title: MessageDescriptor;
  intro: MessageDescriptor;
}

/**
 * A page's heading and opening sentence. The heading takes focus on arrival so screen
 * readers announce the new page after client-side navigation.
 */
export function PageIntro({ messages }: { messages: PageIntroMessages }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <header className="page-intro">
      <h1 ref={heading} tabIndex={-1}>
        <FormattedMessage {...messages.title} />
      </h1>
      <p className="page-intro__text">
        <FormattedMessage {...messages.intro} />
      </p>
    </header>
  );
}
