import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { PageTitle } from '@reentry/platform';

export interface PageIntroMessages {
  title: MessageDescriptor;
  intro: MessageDescriptor;
}

/**
 * A page's heading, opening sentence and browser-tab title. The heading can take focus (the shell
 * moves focus to it after each client-side navigation, so screen readers announce the new page).
 */
export function PageIntro({ messages }: { messages: PageIntroMessages }) {
  const intl = useIntl();
  return (
    <header className="page-intro">
      <PageTitle>{intl.formatMessage(messages.title)}</PageTitle>
      <h1 tabIndex={-1}>
        <FormattedMessage {...messages.title} />
      </h1>
      <p className="page-intro__text">
        <FormattedMessage {...messages.intro} />
      </p>
    </header>
  );
}
