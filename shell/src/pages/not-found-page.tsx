import { FormattedMessage, defineMessages } from 'react-intl';
import { Link } from 'react-router';
import { PageIntro } from '@reentry/ui';

const messages = {
  intro: defineMessages({
    title: { id: 'shell.notFound.title', defaultMessage: '404 Page Not Found', description: 'Heading of the not-found page' },
    intro: { id: 'shell.notFound.intro', defaultMessage: 'We could not find that page.', description: 'Sentence on the not-found page' },
  }),
  ...defineMessages({
    home: { id: 'shell.notFound.home', defaultMessage: 'Go to the home page', description: 'Link home from the not-found page' },
  }),
};

export function NotFoundPage() {
  return (
    <>
      <PageIntro messages={messages.intro} />
      <Link to="/">
        <FormattedMessage {...messages.home} />
      </Link>
    </>
  );
}
