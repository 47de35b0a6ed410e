import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { PageTitle } from '@reentry/platform';

export interface PageIntroMessages {
  title: MessageDescriptor;
  intro: MessageDescriptor;
}

/**
 * A page's heading, opening sentence and browser-tab title. The heading takes focus on arrival
 * so screen readers announce the new page after client-side navigation.
 */
export function PageIntro({ messages }: { messages: PageIntroMessages }) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <header className="page-intro">
      <PageTitle>{intl.formatMessage(messages.title)}</PageTitle>
      <h1 ref={heading} tabIndex={-1}>
        <FormattedMessage {...messages.title} />
      </h1>
      <p className="page-intro__text">
        <FormattedMessage {...messages.intro} />
      </p>
    </header>
  );
}
