import { FormattedMessage, defineMessages } from 'react-intl';
import { Link } from 'react-router';
import { PageIntro } from '@reentry/ui';

const messages = {
  intro: defineMessages({
    title: { id: 'shell.home.title', defaultMessage: 'Build a successful future', description: 'Home page heading' },
    intro: {
      id: 'shell.home.intro',
      defaultMessage: 'Learn about money, banking and digital payments, and apply for help with housing, jobs and other needs.',
      description: 'Home page sentence under the heading',
    },
  }),
  ...defineMessages({
    getHelp: { id: 'shell.home.getHelp', defaultMessage: 'Get Help', description: 'Home page button to the assistance application' },
    startLearning: { id: 'shell.home.startLearning', defaultMessage: 'Start learning', description: 'Home page link to the modules' },
  }),
};

export function HomePage() {
  return (
    <>
      <PageIntro messages={messages.intro} />
      <p className="actions">
        <Link className="button button--primary" to="/assistance">
          <FormattedMessage {...messages.getHelp} />
        </Link>
        <Link className="button button--secondary" to="/modules">
          <FormattedMessage {...messages.startLearning} />
        </Link>
      </p>
    </>
  );
}
